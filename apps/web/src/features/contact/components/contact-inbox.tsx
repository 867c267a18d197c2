import { type ContactMessage, SEARCH_MAX, STATS_MESSAGES } from '@gym/contract';
import { Inbox, Mail, MapPin, Phone, RotateCw } from 'lucide-react';
import { useEffect, useId } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ExportCsvButton } from '../../../components/ui/export-csv-button.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { CONTACT_PAGE_SIZE, contactCsvPath, useContactMessages } from '../api/get-contact-messages.ts';

/** Spec §8's failure pattern, for the contact messages. */
export const CONTACT_LIST_FAILED = STATS_MESSAGES.countFailed('contact');
export const CONTACT_EMPTY = 'No messages yet.';
export const CONTACT_NO_MATCH = 'No messages match your search.';

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * admin/contact-us (spec §2; admin, staff, trainers): the contact form's messages, newest first, a page at a time,
 * with a search. The search and page are in the address, so a reload or a shared link shows the same list.
 */
export function ContactInbox() {
  useT();
  const [params, setParams] = useSearchParams();
  const search = (params.get('q') ?? '').trim();
  const page = readPage(params.get('page'));
  const messages = useContactMessages({ page, search });
  const timeZone = useGymTimeZone();
  const toastOptions = useAreaToast();

  const go = (next: { search?: string; page?: number }, replace = false) => {
    const query = new URLSearchParams();
    const q = next.search ?? search;
    const p = next.page ?? page;
    if (q !== '') query.set('q', q);
    if (p > 1) query.set('page', String(p));
    setParams(query, { replace });
  };

  useEffect(() => {
    if (messages.isError) toast.error(CONTACT_LIST_FAILED, { ...toastOptions, id: 'contact-list-failed' });
  }, [messages.isError, toastOptions]);

  // A search replaces the history entry: Back leaves the inbox rather than stepping through earlier searches.
  const searchBox = (
    <SearchBox
      label={t('Search messages')}
      placeholder={t('Name, e-mail, city, phone or words')}
      maxLength={SEARCH_MAX}
      value={search}
      onSearch={(text) => go({ search: text, page: 1 }, true)}
      className="mb-4 max-w-md"
    />
  );

  if (messages.isError) {
    return (
      <>
        {searchBox}
        <Card className="flex flex-col items-start gap-4">
          <p className="text-zinc-700">{t(CONTACT_LIST_FAILED)}</p>
          <Button variant="outline" onClick={() => messages.refetch()} isLoading={messages.isFetching}>
            {!messages.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
            {t('Try again')}
          </Button>
        </Card>
      </>
    );
  }
  if (messages.isPending || timeZone === undefined) {
    return (
      <>
        {searchBox}
        <PageSpinner label={t('Loading messages')} />
      </>
    );
  }

  const { items, total } = messages.data;
  const pages = Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE));
  return (
    <>
      {searchBox}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600" aria-live="polite">
          {t('{count, plural, one {# message} other {# messages}}', { count: total })}
        </p>
        <ExportCsvButton
          className="ms-auto"
          path={contactCsvPath(search)}
          fallbackName="contact-messages.csv"
          label={t('Export messages as CSV')}
        />
      </div>
      {total === 0 ? (
        <EmptyState icon={Inbox} title={search === '' ? CONTACT_EMPTY : CONTACT_NO_MATCH} />
      ) : (
        <ul className="grid gap-3" aria-busy={messages.isPlaceholderData || undefined}>
          {items.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} timeZone={timeZone} />
            </li>
          ))}
        </ul>
      )}
      <Pager
        label={t('Message pages')}
        page={page}
        pages={pages}
        loading={messages.isPlaceholderData}
        onPage={(next) => go({ page: next })}
      />
    </>
  );
}

/** The spec's contact message card: who wrote, how to answer them, where from, what, and when. */
function MessageCard({ message, timeZone }: { message: ContactMessage; timeZone: string }) {
  useT();
  const titleId = useId();
  const notGiven = <span className="text-zinc-600 italic">{t('not given')}</span>;
  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="font-semibold text-zinc-950 break-words">
          {message.name}
        </h2>
        <time dateTime={message.createdAt} className="text-sm text-zinc-600 tabular-nums">
          {formatDateTime(message.createdAt, timeZone)}
        </time>
      </div>
      <dl className="grid gap-x-6 gap-y-1.5 text-sm sm:grid-cols-3">
        <Fact icon={Mail} label={t('E-mail')} valueClassName="break-all">
          <a
            href={`mailto:${message.email}`}
            className="font-medium text-zinc-900 underline decoration-zinc-400 underline-offset-4 hover:decoration-accent"
          >
            {message.email}
          </a>
        </Fact>
        <Fact icon={Phone} label={t('Phone')}>
          {message.phone ? (
            <a
              href={`tel:${message.phone}`}
              className="font-medium text-zinc-900 tabular-nums underline decoration-zinc-400 underline-offset-4 hover:decoration-accent"
            >
              <PhoneNumber value={message.phone} />
            </a>
          ) : (
            notGiven
          )}
        </Fact>
        <Fact icon={MapPin} label={t('City')} valueClassName="break-words text-zinc-800">
          {message.city || notGiven}
        </Fact>
      </dl>
      <p className="whitespace-pre-line break-words border-t border-zinc-100 pt-3 text-zinc-800">{message.message}</p>
    </article>
  );
}
