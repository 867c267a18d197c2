import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ContactInbox } from '../../../features/contact/components/contact-inbox.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/contact-us (spec §2; the admin, staff and trainers): the contact form's messages. */
export default function ContactUsRoute() {
  useT();
  usePageTitle(t('Contact messages'));
  return (
    <>
      <PageHeader
        title={t('Contact messages')}
        description={t('What visitors sent through the contact form, newest first.')}
      />
      <ContactInbox />
    </>
  );
}
