/**
 * Feedback dates as the spec shows them: en-US date and 24-hour time ("Mar 5, 2025, 14:30"), in the gym's
 * time zone whatever the browser's is; 'N/A' when the date is missing or unreadable.
 */
export function formatFeedbackDate(value: string | null | undefined, timeZone: string): string {
  const date = value ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return 'N/A';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    timeZone,
  }).format(date);
}
