import { USER_MESSAGES, type User } from '@gym/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Fact } from '../../../components/ui/fact.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { ApiError, messageOf } from '../../../lib/api-client.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { displayName } from './user-name.tsx';

/**
 * Whose page this is: the member's name, username, e-mail and phone above their subscriptions. An unknown or
 * deleted member is said so.
 */
export function MemberSummary({ member }: { member: UseQueryResult<User> }) {
  useT();
  if (member.isError) {
    // Unknown or deleted: 'User not found'; another refusal (a trainer asking about someone else's member) says why.
    const gone = member.error instanceof ApiError && member.error.status === 404;
    return (
      <Alert tone="error">{gone ? USER_MESSAGES.notFound : messageOf(member.error, USER_MESSAGES.listFailed)}</Alert>
    );
  }
  if (!member.data) {
    // Keeps the space the summary will take, so the list under it does not jump.
    return (
      <div aria-hidden="true" className="h-[4.5rem] animate-pulse rounded-2xl bg-zinc-100 motion-reduce:animate-none" />
    );
  }
  const m = member.data;
  return (
    <div className="flex flex-col gap-x-6 gap-y-2 rounded-2xl border border-zinc-200 bg-white px-5 py-4 sm:flex-row sm:items-center">
      <div className="min-w-0">
        <p className="font-semibold text-zinc-950">{displayName(m)}</p>
        <p className="text-sm text-zinc-600">@{m.username}</p>
      </div>
      <dl className="flex flex-col gap-x-6 gap-y-1 text-sm text-zinc-800 sm:ml-auto sm:flex-row">
        <Fact icon={Mail} label={t('Email')} valueClassName="break-all">
          {m.email}
        </Fact>
        <Fact icon={Phone} label={t('Phone')} valueClassName="tabular-nums">
          {m.phone ? <PhoneNumber value={m.phone} /> : t('No phone')}
        </Fact>
      </dl>
    </div>
  );
}
