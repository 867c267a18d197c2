import { PageHeader } from '../../../components/layout/page-header.tsx';
import { FailedMailList } from '../../../features/mail/components/failed-mail-list.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The e-mails the server could not deliver after every retry (docs/decisions/016). */
export default function AdminUndeliveredMailRoute() {
  useT();
  usePageTitle(t('Undelivered e-mail'));
  return (
    <>
      <PageHeader
        title={t('Undelivered e-mail')}
        description={t(
          'E-mails the mail server refused after every retry: tell these people another way, and check the mail settings.',
        )}
      />
      <FailedMailList />
    </>
  );
}
