import { SESSION_MESSAGES, type TrainingSession } from '@gym/contract';
import type { ToastOptions } from 'react-hot-toast';
import { messageOf } from '../../../lib/api-client.ts';

/** What the Edit Session button (edit-session-button.tsx) and its dialog (edit-session-dialog.tsx) are given. */
export type EditSessionProps = {
  session: TrainingSession;
  timeZone: string;
  /** The gym's today: attendance can be recorded from the session's day on (the server's rule). */
  today: string;
  /**
   * `desk` (admin, staff): the type, the private note and attendance. `trainer` (the session's own trainer): the
   * private note and attendance, all a trainer may change (decisions §3).
   */
  editor?: 'desk' | 'trainer';
  /** The area's toast placement and duration (spec §9: the staff area's are 5000 ms, top right). */
  toastOptions?: ToastOptions;
};

/**
 * Spec §8 only logs a failed session update; we say why instead (docs/spec-deviations.md): the server's reason
 * ('Attendance can be recorded from the day of the session'), or 'Could not update the session'.
 */
export const sessionUpdateFailure = (error: unknown) => messageOf(error, SESSION_MESSAGES.updateFailed);
