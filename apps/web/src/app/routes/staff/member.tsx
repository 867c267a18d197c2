import { addDays } from '@gym/contract';
import { ArrowLeft, CalendarPlus, Pencil, ShoppingBag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import toast from 'react-hot-toast';
import { useParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { SellPlanDialog } from '../../../features/billing/components/sell-plan-dialog.tsx';
import { StaffSubscriptionList } from '../../../features/billing/components/staff-subscription-list.tsx';
import { useMemberCheckins } from '../../../features/checkin/api/get-member-checkins.ts';
import { CheckInMemberButton } from '../../../features/checkin/components/check-in-member-button.tsx';
import { useMemberPayments } from '../../../features/payments/api/get-member-payments.ts';
import { usePlanPage } from '../../../features/plans/api/get-plans.ts';
import { useMemberSessions } from '../../../features/sessions/api/get-member-sessions.ts';
import { BookingForm } from '../../../features/sessions/components/booking-form.tsx';
import { useUser } from '../../../features/users/api/get-user.ts';
import { EditUserDialog } from '../../../features/users/components/edit-user-dialog.tsx';
import { MemberPhotoEditor } from '../../../features/users/components/member-photo-editor.tsx';
import { displayName } from '../../../features/users/components/user-name.tsx';
import { formatDate, formatDateTime, formatMoney } from '../../../lib/format.ts';
import { useGymTimeZone, useGymToday } from '../../../lib/gym.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { STAFF_AREA_TOAST } from '../../../lib/toast-options.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

type Opened = 'sell' | 'book' | 'edit' | null;

/**
 * A member's whole record for the desk (docs/decisions/030): details, plans, payments, sessions with the staff's
 * private notes, and check-ins on one screen, with what staff may do from here: sell a plan, book a session on the
 * member's behalf, check them in, edit their details, take their photo (docs/decisions/038).
 */
export default function StaffMemberRoute() {
  useT();
  const { memberId: raw } = useParams();
  const memberId = /^[1-9]\d{0,9}$/.test(raw ?? '') ? Number(raw) : undefined;
  const member = useUser(memberId);
  const can = useCan();
  const [opened, setOpened] = useState<Opened>(null);
  const plans = usePlanPage({ page: 1, pageSize: 100 });
  const user = member.data && 'email' in member.data ? member.data : undefined;
  const name = user ? displayName(user) : '';
  usePageTitle(user ? name : t('Member'));

  const back = (
    <TextLink to={paths.staff.userList} className="mb-4 inline-flex items-center gap-1.5 text-sm">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('Back to members')}
    </TextLink>
  );
  if (memberId === undefined || member.isError) {
    return (
      <>
        {back}
        <Alert tone="warning">{t('This member could not be found. Open one from the list of members.')}</Alert>
      </>
    );
  }
  if (!user) return <PageSpinner label={t('Loading the member')} />;
  if (user.role !== 'user') {
    return (
      <>
        {back}
        <Alert tone="warning">{t('This account is not a member.')}</Alert>
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title={name}
        description={t('Username {username}', { username: user.username })}
        actions={
          <>
            {can('desk.sell') && (
              <Button onClick={() => setOpened('sell')}>
                <ShoppingBag aria-hidden="true" className="size-4" />
                {t('Sell a plan')}
              </Button>
            )}
            {can('sessions.book') && (
              <Button variant="outline" onClick={() => setOpened('book')}>
                <CalendarPlus aria-hidden="true" className="size-4" />
                {t('Book a session')}
              </Button>
            )}
            {can('checkin.desk') && <CheckInMemberButton memberId={user.id} memberName={name} />}
            {can('users.update') && (
              <Button variant="outline" onClick={() => setOpened('edit')}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('Edit details')}
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-3">
        <Section title={t('Details')} className="lg:col-span-1">
          <div className="mb-4">
            <MemberPhotoEditor member={user} editable={can('users.update')} />
          </div>
          <dl className="grid gap-3 text-sm">
            <Detail label={t('Email')}>{user.email}</Detail>
            <Detail label={t('Phone')}>{user.phone ? <PhoneNumber value={user.phone} /> : t('No phone')}</Detail>
            <Detail label={t('Birthday')}>{user.birthday ? formatDate(user.birthday) : t('Not given')}</Detail>
          </dl>
        </Section>
        <Section title={t('Check-ins')} className="lg:col-span-2">
          <Visits memberId={user.id} />
        </Section>
        {/* Ending a membership from the desk: stop its renewal or freeze it here; Delete is for mistakes. */}
        <Section title={t('Subscriptions')} className="lg:col-span-3">
          <StaffSubscriptionList userId={user.id} />
        </Section>
        <Section title={t('Sessions and staff notes')} className="lg:col-span-2">
          <Sessions memberId={user.id} />
        </Section>
        <Section title={t('Payments')} className="lg:col-span-1">
          <Payments memberId={user.id} />
        </Section>
      </div>

      {opened === 'sell' && (
        <SellPlanDialog
          memberId={user.id}
          memberName={name}
          plans={(plans.data?.items ?? []).filter((p) => p.isActive)}
          onClose={() => setOpened(null)}
        />
      )}
      {opened === 'book' && (
        <Dialog open onClose={() => setOpened(null)} title={t('Book a session for {name}', { name })}>
          <BookingForm
            memberId={user.id}
            onBooked={() => {
              toast.success(t('Session booked for {name}.', { name }), STAFF_AREA_TOAST);
              setOpened(null);
            }}
          />
        </Dialog>
      )}
      {opened === 'edit' && (
        <EditUserDialog user={user} onClose={() => setOpened(null)} toastOptions={STAFF_AREA_TOAST} />
      )}
    </>
  );
}

function Section({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id} className={`rounded-2xl border border-zinc-200 bg-white p-5 ${className ?? ''}`}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-zinc-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-zinc-600">{label}</dt>
      <dd className="text-zinc-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-zinc-600">{children}</p>;

function Visits({ memberId }: { memberId: number }) {
  useT();
  const zone = useGymTimeZone() ?? 'UTC';
  const visits = useMemberCheckins(memberId);
  const items = visits.data?.items ?? [];
  if (!visits.data) return <PageSpinner label={t('Loading check-ins')} />;
  if (items.length === 0) return <Empty>{t('No check-ins yet.')}</Empty>;
  return (
    <ul className="divide-y divide-zinc-100 text-sm">
      {items.map((v) => (
        <li key={v.id} className="flex flex-wrap justify-between gap-2 py-2">
          <time dateTime={v.at} className="text-zinc-900">
            {formatDateTime(v.at, zone)}
          </time>
          {v.override && (
            <Badge tone="warning">{t('Let in anyway: {reason}', { reason: v.overrideReason ?? '' })}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}

function Sessions({ memberId }: { memberId: number }) {
  useT();
  const today = useGymToday();
  const zone = useGymTimeZone() ?? 'UTC';
  const range = today ? { from: addDays(today, -30), to: addDays(today, 60) } : { from: '', to: '' };
  const sessions = useMemberSessions(memberId, range);
  if (!today || !sessions.data) return <PageSpinner label={t('Loading sessions')} />;
  if (sessions.data.length === 0) return <Empty>{t('No sessions from a month ago to two months ahead.')}</Empty>;
  return (
    <ul className="divide-y divide-zinc-100 text-sm">
      {sessions.data.map((s) => (
        <li key={s.id} className="grid gap-1 py-2">
          <p className="font-medium text-zinc-900">
            {formatDateTime(s.startTime, zone)} · {s.trainerName}
            {s.sessionType ? ` · ${t(s.sessionType)}` : ''}
          </p>
          {s.notes && <p className="text-zinc-700">{t('Member’s note: {note}', { note: s.notes })}</p>}
          {s.staffNotes && <p className="text-zinc-700">{t('Staff note: {note}', { note: s.staffNotes })}</p>}
        </li>
      ))}
    </ul>
  );
}

function Payments({ memberId }: { memberId: number }) {
  useT();
  const zone = useGymTimeZone() ?? 'UTC';
  const payments = useMemberPayments(memberId, 1);
  if (!payments.data) return <PageSpinner label={t('Loading payments')} />;
  if (payments.data.items.length === 0) return <Empty>{t('No payments yet.')}</Empty>;
  return (
    <ul className="divide-y divide-zinc-100 text-sm">
      {payments.data.items.map((p) => (
        <li key={p.id} className="grid gap-0.5 py-2">
          <p className="flex justify-between gap-2 font-medium text-zinc-900">
            <span>{p.planName ?? t('Payment')}</span>
            <span className="tabular-nums">{formatMoney(p.amount)}</span>
          </p>
          <p className="text-zinc-600">
            {formatDateTime(p.paymentDate, zone)} · {t(p.paymentMethod)} · {t(p.status)}
          </p>
        </li>
      ))}
    </ul>
  );
}
