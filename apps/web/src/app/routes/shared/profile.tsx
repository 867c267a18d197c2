import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { ProfileForm } from '../../../features/auth/components/profile-form.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** One profile page for all four roles (`/dashboard/{role}/profile`); saving returns home (spec §2). */
export default function ProfileRoute() {
  usePageTitle('Profile');
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="Profile settings" description="Keep your details up to date." />
      <Card className="max-w-2xl">
        <ProfileForm onSaved={() => navigate(paths.home)} />
      </Card>
    </>
  );
}
