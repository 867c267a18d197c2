import { DEMO_PAYMENTS_NOTICE } from '@gym/contract';
import { FlaskConical } from 'lucide-react';
import { useT } from '../../../lib/i18n.ts';

/** Shown wherever the demo provider appears (docs/decisions/022): nothing real is charged. */
export function DemoPaymentsNotice() {
  const t = useT();
  return (
    <p className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-900">
      <FlaskConical aria-hidden="true" className="size-4 shrink-0" />
      {t(DEMO_PAYMENTS_NOTICE)}
    </p>
  );
}
