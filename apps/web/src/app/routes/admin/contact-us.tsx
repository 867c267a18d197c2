import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ContactInbox } from '../../../features/contact/components/contact-inbox.tsx';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** admin/contact-us (spec §2; the admin, staff and trainers): the contact form's messages. */
export default function ContactUsRoute() {
  usePageTitle('Contact messages');
  return (
    <>
      <PageHeader title="Contact messages" description="What visitors sent through the contact form, newest first." />
      <ContactInbox />
    </>
  );
}
