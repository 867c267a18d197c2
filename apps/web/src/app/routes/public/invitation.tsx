import { useLocation, useNavigate } from 'react-router';
import { AuthShell } from '../../../components/layout/auth-shell.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { InvitationForm } from '../../../features/auth/components/invitation-form.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * The invitation e-mail's link (`/invitation#<token>`): the invited staff member or trainer chooses their password
 * and lands on their own home. The token is read from the fragment, which never reaches a server.
 */
export default function InvitationRoute() {
  const t = useT();
  usePageTitle(t('Choose your password'));
  const { hash } = useLocation();
  const navigate = useNavigate();
  return (
    <AuthShell
      title={t('Choose your password')}
      description={t("You have been invited to the gym's team. Choose the password you will log in with.")}
      footer={
        <>
          {t('Already chose one?')} <TextLink to={paths.login}>{t('Log in')}</TextLink>
        </>
      }
    >
      <InvitationForm
        token={decodeURIComponent(hash.replace(/^#/, ''))}
        onDone={(user) => navigate(paths.dashboard(user.role), { replace: true })}
      />
    </AuthShell>
  );
}
