import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { constraintName, sqlState } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';

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

/** The one error handler: every error leaves as `{ message, errors? }` with the status of decisions §2. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.statusCode).send({
        ...error.details,
        message: error.message,
        ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error);
      const first = Object.values(errors)[0]?.[0] ?? 'Invalid input';
      return reply.code(400).send({ message: first, errors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: 'Something went wrong on our side' });
    }
    const state = sqlState(error);
    if (state && CONFLICT_BY_SQLSTATE[state]) {
      request.log.info({ constraint: constraintName(error) }, 'constraint violation');
      return reply.code(409).send({ message: CONFLICT_BY_SQLSTATE[state] });
    }
    if (state === '22P02' || state === '22003' || state === '22007' || state === '22008') {
      return reply.code(400).send({ message: 'A value is out of range or badly formed' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.code(400).send({ message: 'The request body is not valid JSON' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.code(413).send({ message: 'The request body is too large' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return reply.code(415).send({ message: 'Send the request body as application/json' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side' });
  });
}
