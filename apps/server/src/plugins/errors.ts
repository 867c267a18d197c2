import { DEFAULT_LANGUAGE, type Language } from '@gym/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { constraintName, sqlState } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { requestLanguage, translateMessage } from '../lib/i18n.ts';

/** Messages for constraint violations that reach the handler without a service having named them. */
const CONFLICT_BY_SQLSTATE: Record<string, string> = {
  '23505': 'That already exists',
  '23P01': 'That time is already taken',
  '23503': 'That refers to something that does not exist or is still in use',
  // PostgreSQL 18 (and so PGlite) reports an ON DELETE RESTRICT violation as 23001 rather than 23503.
  '23001': 'That is still in use and cannot be removed',
};

type FieldErrors = Record<string, string[]>;

function validationErrors(error: FastifyError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.validation ?? []) {
    const params = issue.params as { issue?: { path?: PropertyKey[] } } | undefined;
    const path = params?.issue?.path ?? issue.instancePath.split('/').filter(Boolean);
    const field = path.map(String).join('.') || '_';
    const list = errors[field] ?? [];
    if (issue.message && !list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/** `message` and every field's messages in `language` (docs/decisions/021); English ones leave as they are. */
function localized(body: { message: string; errors?: FieldErrors }, language: Language) {
  if (language === DEFAULT_LANGUAGE) return body;
  const out: { message: string; errors?: FieldErrors } = { ...body, message: translateMessage(language, body.message) };
  if (body.errors) {
    out.errors = Object.fromEntries(
      Object.entries(body.errors).map(([field, list]) => [field, list.map((m) => translateMessage(language, m))]),
    );
  }
  return out;
}

/**
 * The one error handler: every error leaves as `{ message, errors? }` with the status of decisions §2, in the
 * request's language (the account's choice, else `Accept-Language`, else English).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const send = (status: number, body: { message: string; errors?: FieldErrors }) =>
      reply.code(status).send(localized(body, language));
    if (error instanceof AppError) {
      return send(error.statusCode, {
        ...error.details,
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
      return send(400, { message: first, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(500, { message: 'Something went wrong on our side' });
    }
    const state = sqlState(error);
    if (state && CONFLICT_BY_SQLSTATE[state]) {
      request.log.info({ constraint: constraintName(error) }, 'constraint violation');
      return send(409, { message: CONFLICT_BY_SQLSTATE[state] });
    }
    if (state === '22P02' || state === '22003' || state === '22007' || state === '22008') {
      return send(400, { message: 'A value is out of range or badly formed' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return send(400, { message: 'The request body is not valid JSON' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return send(413, { message: 'The request body is too large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(415, { message: 'Send the request body as application/json' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(error.statusCode, { message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { message: 'Something went wrong on our side' });
  });
}
