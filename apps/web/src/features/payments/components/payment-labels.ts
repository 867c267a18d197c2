import type { BadgeTone } from '../../../components/ui/badge.tsx';

/** A payment state's badge colour; the word beside it carries the meaning. */
export const STATUS_TONES: Record<string, BadgeTone> = {
  Completed: 'success',
  Pending: 'warning',
  Failed: 'danger',
  Refunded: 'neutral',
  'Partly refunded': 'neutral',
};
