import type { Role } from '@gym/contract';
import { UserCog } from 'lucide-react';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { LinkCard } from '../../../components/ui/link-card.tsx';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

type DashboardHomeProps = { area: Role; title: string; description: string };

/**
 * A role's start page. Each later issue adds its cards here; only screens that exist are linked.
 */
export function DashboardHome({ area, title, description }: DashboardHomeProps) {
  usePageTitle(title);
  const { user } = useAuth();
  const name = user?.fullName || user?.username;

  return (
    <>
      <PageHeader title={name ? `Welcome back, ${name}` : title} description={description} />
      <h2 className="sr-only">Shortcuts</h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <li className="grid">
          <LinkCard
            to={paths.profile(area)}
            title="Profile"
            description="Update your username, name, phone and birthday."
            icon={UserCog}
          />
        </li>
      </ul>
    </>
  );
}
