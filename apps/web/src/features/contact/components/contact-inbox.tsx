import { type ContactMessage, SEARCH_MAX, STATS_MESSAGES } from '@gym/contract';
import { Inbox, Mail, MapPin, Phone, RotateCw, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { controlClasses } from '../../../components/ui/field.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { cx } from '../../../lib/cx.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useGymTimeZone } from '../../../lib/gym.ts';
import { useAreaToast } from '../../../lib/toast-options.ts';
import { CONTACT_PAGE_SIZE, useContactMessages } from '../api/get-contact-messages.ts';

/** Spec §8's failure pattern, for the contact messages. */
export const CONTACT_LIST_FAILED = STATS_MESSAGES.countFailed('contact');
export const CONTACT_EMPTY = 'No messages yet.';
export const CONTACT_NO_MATCH = 'No messages match your search.';
/** How long typing pauses before the list follows the search box. */
const SEARCH_DELAY_MS = 300;

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
};

/**
 * admin/contact-us (spec §2; admin, staff, trainers): the contact form's messages, newest first, a page at a time,
 * with a search. The search and page are in the address, so a reload or a shared link shows the same list.
 */
export function ContactInbox() {
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

  const searchBox = <SearchBox value={search} onSearch={(text) => go({ search: text, page: 1 }, true)} />;

  if (messages.isError) {
    return (
      <>
        {searchBox}
        <Card className="flex flex-col items-start gap-4">
          <p className="text-zinc-700">{CONTACT_LIST_FAILED}</p>
          <Button variant="outline" onClick={() => messages.refetch()} isLoading={messages.isFetching}>
            {!messages.isFetching && <RotateCw aria-hidden="true" className="size-4" />}
            Try again
          </Button>
        </Card>
      </>
    );
  }
  if (messages.isPending || timeZone === undefined) {
    return (
      <>
        {searchBox}
        <PageSpinner label="Loading messages" />
      </>
    );
  }

  const { items, total } = messages.data;
  const pages = Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE));
  return (
    <>
      {searchBox}
      <p className="mb-3 text-sm text-zinc-600" aria-live="polite">
        {`${total} ${total === 1 ? 'message' : 'messages'}`}
      </p>
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
        label="Message pages"
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
  const titleId = useId();
  const notGiven = <span className="text-zinc-600 italic">not given</span>;
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
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <Mail aria-hidden="true" className="size-4 text-zinc-500" />
            <span className="sr-only">E-mail</span>
          </dt>
          <dd className="min-w-0 break-all">
            <a
              href={`mailto:${message.email}`}
              className="font-medium text-zinc-900 underline decoration-zinc-400 underline-offset-4 hover:decoration-accent"
            >
              {message.email}
            </a>
          </dd>
        </div>
        <div className="flex items-center gap-2">
          <dt>
            <Phone aria-hidden="true" className="size-4 text-zinc-500" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>
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
          </dd>
        </div>
        <div className="flex min-w-0 items-center gap-2">
          <dt>
            <MapPin aria-hidden="true" className="size-4 text-zinc-500" />
            <span className="sr-only">City</span>
          </dt>
          <dd className="min-w-0 break-words text-zinc-800">{message.city || notGiven}</dd>
        </div>
      </dl>
      <p className="whitespace-pre-line break-words border-t border-zinc-100 pt-3 text-zinc-800">{message.message}</p>
    </article>
  );
}

/** Follows the address (back, forward) and writes to it a moment after typing stops; Enter searches at once. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  // The last value this box wrote: an address change that differs came from elsewhere (back, a link).
  const written = useRef(value);

  useEffect(() => {
    if (value !== written.current) {
      written.current = value;
      setText(value);
    }
  }, [value]);

  const commit = (next: string) => {
    if (next === written.current) return;
    written.current = next;
    onSearch(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the text only; commit reads the latest props.
  useEffect(() => {
    const timer = window.setTimeout(() => commit(text.trim()), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);

  return (
    <search className="mb-4 block max-w-md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          commit(text.trim());
        }}
        className="grid gap-1.5"
      >
        <label htmlFor={id} className="text-sm font-medium text-zinc-800">
          Search messages
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-zinc-500"
          />
          <input
            id={id}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            maxLength={SEARCH_MAX}
            placeholder="Name, e-mail, city, phone or words"
            autoComplete="off"
            enterKeyHint="search"
            className={cx(controlClasses, 'h-11 pl-10')}
          />
        </div>
      </form>
    </search>
  );
}
