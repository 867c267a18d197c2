import { z } from 'zod';

/** Every error the API answers has this body (decisions §2). */
export const errorResponseSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export const successResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** Ids are positive integers; path params arrive as strings. */
export const idSchema = z.coerce.number().int().positive();
export const idParamsSchema = z.object({ id: idSchema });

/** Dates without a time of day travel as YYYY-MM-DD. */
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
export const isoDateSchema = z.string().regex(DATE_PATTERN, 'Use the format YYYY-MM-DD');

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** `?page=&pageSize=`; lists called without `page` answer a plain array (decisions §8). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * A list in the order its items were added (docs/decisions/020): oldest first by default (the specification's order,
 * which older clients and the landing page keep), newest first with `order=desc`, as the back office asks for it so
 * that what was just created shows at the top of the first page.
 */
export const listQuerySchema = pageQuerySchema.extend({
  order: z.enum(['asc', 'desc'], { error: 'Order must be asc or desc' }).optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export type Page<T> = { items: T[]; total: number; page: number; pageSize: number };

/**
 * A number field that HTML forms may send as a string (decisions §6: "5" is accepted where 5 is expected).
 * An empty value is missing (the `required` message); text that is not a number gets `invalid`.
 */
export const numberInput = (messages: { required: string; invalid: string }) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v.trim())) : v === null ? undefined : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) })
      .finite(messages.invalid),
  );

/** Money: at most two decimals (decisions §2). */
export const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;
