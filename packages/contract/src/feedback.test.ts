import { describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATINGS,
  feedbackRequestSchema,
  feedbackSchema,
  ratingLabel,
} from './feedback.ts';

const messageFor = (input: unknown, field: string) => {
  const result = feedbackRequestSchema.safeParse(input);
  return result.error?.issues.find((i) => i.path[0] === field)?.message;
};

describe('feedback rules', () => {
  it('accepts a message and a rating, the rating also as the string a select sends', () => {
    expect(feedbackRequestSchema.parse({ message: ' Great staff ', rating: 5 })).toEqual({
      message: 'Great staff',
      rating: 5,
    });
    expect(feedbackRequestSchema.parse({ message: 'Great staff', rating: '5' }).rating).toBe(5);
    expect(feedbackRequestSchema.parse({ message: 'ok', rating: '1' }).rating).toBe(1);
  });

  it.each([
    ['message', '', FEEDBACK_MESSAGES.messageRequired],
    ['message', '   ', FEEDBACK_MESSAGES.messageRequired],
    ['message', undefined, FEEDBACK_MESSAGES.messageRequired],
    ['message', 'x'.repeat(FEEDBACK_MESSAGE_MAX + 1), FEEDBACK_MESSAGES.messageTooLong],
    ['rating', undefined, FEEDBACK_MESSAGES.ratingRequired],
    ['rating', '', FEEDBACK_MESSAGES.ratingRequired],
    ['rating', null, FEEDBACK_MESSAGES.ratingRequired],
    ['rating', 0, FEEDBACK_MESSAGES.ratingInvalid],
    ['rating', 6, FEEDBACK_MESSAGES.ratingInvalid],
    ['rating', '6', FEEDBACK_MESSAGES.ratingInvalid],
    ['rating', 4.5, FEEDBACK_MESSAGES.ratingInvalid],
    ['rating', 'great', FEEDBACK_MESSAGES.ratingInvalid],
  ])('refuses %s %j with %j', (field, value, message) => {
    expect(messageFor({ message: 'Great staff', rating: 4, [field]: value }, field)).toBe(message);
  });

  it('accepts a message of exactly the limit', () => {
    expect(feedbackRequestSchema.safeParse({ message: 'x'.repeat(FEEDBACK_MESSAGE_MAX), rating: 3 }).success).toBe(
      true,
    );
  });

  it('names the five ratings as the spec does', () => {
    expect(FEEDBACK_RATINGS.map((r) => `${r.value} ${r.label}`)).toEqual([
      '1 Poor',
      '2 Fair',
      '3 Good',
      '4 Very Good',
      '5 Excellent',
    ]);
    expect(ratingLabel(4)).toBe('Very Good');
    expect(ratingLabel(9)).toBeUndefined();
  });

  it('keeps the spec texts word for word', () => {
    expect(FEEDBACK_MESSAGES).toMatchObject({
      submitted: 'Feedback submitted successfully!',
      fetchFailed: 'Failed to fetch feedbacks',
      deleteFailed: 'Failed to delete feedback',
      deleteError: 'Error deleting feedback',
      deleted: 'Feedback deleted successfully',
      processed: 'Feedback marked as processed',
      loginToSubmit: 'Please log in to submit feedback.',
      loginToView: 'Please log in to view your feedback.',
      empty: 'No feedback submitted yet.',
    });
  });

  it('describes the list item of decisions §6', () => {
    expect(Object.keys(feedbackSchema.shape)).toEqual([
      'id',
      'userId',
      'userName',
      'message',
      'rating',
      'createdAt',
      'isProcessed',
    ]);
  });
});
