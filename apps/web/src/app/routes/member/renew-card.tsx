import { RENEWAL_MESSAGES } from '@gym/contract';
import { CreditCard } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useStartCardUpdate } from '../../../features/billing/api/start-card-update.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { translateMessage } from '../../../lib/translate-message.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/**
 * /dashboard/user/renew-card?token=…: the link a failed renewal charge e-mails (docs/decisions/029). Opening the
 * page spends nothing (mail scanners open links too); the button spends the single-use link and goes to the
 * payment page, where the new card is saved and the renewal paid at once.
 */
export default function RenewCardRoute() {
  const t = useT();
  usePageTitle(t('Update your card'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const start = useStartCardUpdate();
  return (
    <>
      <PageHeader title={t('Update your card')} />
      <section className="flex max-w-xl flex-col gap-4 rounded-2xl border border-zinc-200 bg-white p-6 text-zinc-700">
        <span className="flex size-12 items-center justify-center rounded-xl bg-zinc-100">
          <CreditCard aria-hidden="true" className="size-6 text-zinc-700" />
        </span>
        <p>{t('We could not renew your membership with your saved card.')}</p>
        <p>
          {t(
            'Continue to the payment page and pay the renewal with another card. The new card is kept for your next renewals.',
          )}
        </p>
        {start.isError && (
          <Alert
            tone="error"
            title={translateMessage(
              messageOf(start.error, t('The payment page could not be opened. Please try again.')),
            )}
          />
        )}
        {token === '' ? (
          <Alert tone="error" title={translateMessage(RENEWAL_MESSAGES.linkInvalid)} />
        ) : (
          <Button
            size="lg"
            className="self-start"
            isLoading={start.isPending || start.isSuccess}
            onClick={() => start.mutate({ token })}
          >
            {t('Continue to payment')}
          </Button>
        )}
      </section>
    </>
  );
}
