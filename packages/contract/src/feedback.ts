import { z } from 'zod';
import { numberInput, pageQuerySchema } from './common.ts';
import { formatField } from './list-format.ts';

/** Spec §9: ratings 1 to 5; spec §2 names each option. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FEEDBACK_RATINGS = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very Good' },
  { value: 5, label: 'Excellent' },
] as const;
export type FeedbackRating = (typeof FEEDBACK_RATINGS)[number]['value'];

/** The label of a rating ("Very Good" for 4); an out-of-range value has none. */
export const ratingLabel = (rating: number): string | undefined =>
  FEEDBACK_RATINGS.find((r) => r.value === rating)?.label;

/** Any text up to 2,000 characters, as every message (decisions §1); the column is varchar(2000). */
export const FEEDBACK_MESSAGE_MAX = 2000;

/** Spec §2, §5 and §8 word for word; the required and length texts are ours (docs/spec-deviations.md). */
export const FEEDBACK_MESSAGES = {
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${FEEDBACK_MESSAGE_MAX} characters`,
  ratingRequired: 'Rating is required',
  ratingInvalid: `Rating must be a whole number from ${RATING_MIN} to ${RATING_MAX}`,
  submitted: 'Feedback submitted successfully!',
  fetchFailed: 'Failed to fetch feedbacks',
  deleteFailed: 'Failed to delete feedback',
  deleteError: 'Error deleting feedback',
  deleted: 'Feedback deleted successfully',
  processed: 'Feedback marked as processed',
  loginToSubmit: 'Please log in to submit feedback.',
  loginToView: 'Please log in to view your feedback.',
  empty: 'No feedback submitted yet.',
  notFound: 'Feedback not found',
} as const;

export const feedbackRequestSchema = z.object({
  message: z
    .string({ error: FEEDBACK_MESSAGES.messageRequired })
    .trim()
    .min(1, FEEDBACK_MESSAGES.messageRequired)
    .max(FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGES.messageTooLong),
  // A <select> sends "5" (decisions §6).
  rating: numberInput({ required: FEEDBACK_MESSAGES.ratingRequired, invalid: FEEDBACK_MESSAGES.ratingInvalid }).pipe(
    z
      .number()
      .int(FEEDBACK_MESSAGES.ratingInvalid)
      .min(RATING_MIN, FEEDBACK_MESSAGES.ratingInvalid)
      .max(RATING_MAX, FEEDBACK_MESSAGES.ratingInvalid),
  ),
});
export type FeedbackRequest = z.input<typeof feedbackRequestSchema>;
export type FeedbackInput = z.output<typeof feedbackRequestSchema>;

/** One feedback as every feedback call answers it (decisions §6); `userName` is the member's full name. */
export const feedbackSchema = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    userName: z.string(),
    message: z.string(),
    rating: z.number().int(),
    createdAt: z.string(),
    isProcessed: z.boolean(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof feedbackSchema>;

/**
 * `GET /api/feedback`: newest first, paged with `?page` (decisions §8); `processed=false` keeps what staff still
 * have to look at, `processed=true` what they have handled; `format=csv` every match as a CSV file.
 */
export const feedbackListQuerySchema = pageQuerySchema.extend({
  processed: z.enum(['true', 'false']).optional(),
  format: formatField,
});
export type FeedbackListQuery = z.output<typeof feedbackListQuerySchema>;
