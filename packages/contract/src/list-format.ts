import { z } from 'zod';

// `?format=json|csv`, apart from reports.ts: every back-office list's query takes it, among them the member's
// subscriptions and the trainer's sessions that the homes read, and importing it from reports.ts built the reports'
// thirty-odd schemas on every home as it started (docs/decisions/041-homes-first-paint.md, "Since").

export const REPORT_FORMATS = ['json', 'csv'] as const;
/** Also `REPORT_MESSAGES.format`. */
export const FORMAT_MESSAGE = 'Choose json or csv';

/** `?format=json|csv` on every back-office list and report: JSON by default, a CSV file with `csv`. */
export const formatField = z.enum(REPORT_FORMATS, { error: FORMAT_MESSAGE }).default('json');
