import { PageHeader } from '../../../components/layout/page-header.tsx';
import { AuditLog } from '../../../features/audit/components/audit-log.tsx';
import { useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The audit trail and its chain's check (docs/decisions/023). */
export default function AdminAuditRoute() {
  const t = useT();
  usePageTitle(t('Audit trail'));
  return (
    <>
      <PageHeader
        title={t('Audit trail')}
        description={t(
          'Every payment, price change, account and settings change, with who made it and what it was before. Entries cannot be edited or removed.',
        )}
      />
      <AuditLog />
    </>
  );
}
