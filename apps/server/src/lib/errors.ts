/** The one error type services throw; the error plugin turns it into `{ message, errors? }`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** More of the body, beside `message` and `errors` (a room change's 409 names the sessions it would strand). */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message: string) => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message: string) => new AppError(404, message);
export const conflict = (message: string, fieldErrors?: Record<string, string[]>) =>
  new AppError(409, message, fieldErrors);
export const tooManyRequests = (message: string) => new AppError(429, message);

/** A field error whose field and message are the same text the user reads. */
export const fieldError = (status: 400 | 404 | 409, field: string, message: string) =>
  new AppError(status, message, { [field]: [message] });
/** A link that worked once and no longer does (a used or expired invitation). */
export const gone = (message: string) => new AppError(410, message);
