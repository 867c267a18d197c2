import type { User } from '@gym/contract';

/** How the back office names a person: the full name, or the username when there is none. */
export const displayName = (user: Pick<User, 'fullName' | 'username'>) => user.fullName || user.username;

/** The name in bold with the username under it. */
export function UserName({ user }: { user: Pick<User, 'fullName' | 'username'> }) {
  return (
    <span className="grid">
      <span className="font-semibold text-zinc-900">{displayName(user)}</span>
      <span className="text-zinc-600">@{user.username}</span>
    </span>
  );
}
