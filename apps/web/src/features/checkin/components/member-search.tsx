import { SEARCH_MAX } from '@gym/contract';
import { Mail, Phone } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { MemberPhoto } from '../../../components/ui/member-photo.tsx';
import { PhoneNumber } from '../../../components/ui/phone-number.tsx';
import { SearchBox } from '../../../components/ui/search-box.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useT } from '../../../lib/i18n.ts';
import { useMemberSearch } from '../api/search-members.ts';

/** Finds a member by name, phone or e-mail (a forgotten phone, a flat battery) and checks them in. */
export function MemberSearch({
  onCheckIn,
  online,
}: {
  onCheckIn: (userId: number, name: string) => void;
  online: boolean;
}) {
  const t = useT();
  const [search, setSearch] = useState('');
  const found = useMemberSearch(search);
  const members = found.data?.items ?? [];
  return (
    <div className="grid gap-3">
      <SearchBox
        label={t('Find a member')}
        value={search}
        onSearch={(next) => setSearch(next)}
        maxLength={SEARCH_MAX}
        placeholder={t('Name, phone or e-mail')}
      />
      {search !== '' && !online && members.length === 0 && (
        <p className="text-sm text-zinc-600">{t('Searching needs the network.')}</p>
      )}
      {search !== '' && found.isFetching && members.length === 0 && <Spinner size="sm" label={t('Searching')} />}
      {search !== '' && found.isSuccess && members.length === 0 && (
        <p className="text-sm text-zinc-600">{t('No member matches “{search}”.', { search })}</p>
      )}
      {members.length > 0 && (
        <ul aria-label={t('Members found')} className="divide-y divide-zinc-200 rounded-xl border border-zinc-200">
          {members.map((member) => {
            const name = member.fullName || member.username;
            return (
              <li key={member.id} className="flex flex-wrap items-center gap-3 p-3">
                <MemberPhoto name={name} photoUrl={member.photoUrl} className="size-10 text-sm" />
                <div className="min-w-0 flex-1 basis-40 text-sm">
                  <p className="truncate font-semibold text-zinc-950">{name}</p>
                  <p className="flex min-w-0 flex-wrap gap-x-3 text-zinc-600">
                    <span className="flex min-w-0 items-center gap-1">
                      <Mail aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="truncate">{member.email}</span>
                    </span>
                    {member.phone && (
                      <span className="inline-flex items-center gap-1">
                        <Phone aria-hidden="true" className="size-3.5 shrink-0" />
                        <PhoneNumber value={member.phone} />
                      </span>
                    )}
                  </p>
                </div>
                <Button
                  size="sm"
                  className="w-full sm:w-auto"
                  onClick={() => onCheckIn(member.id, name)}
                  aria-label={t('Check in {name}', { name })}
                >
                  {t('Check in')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
