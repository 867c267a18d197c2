import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';

export const INPUT_MESSAGES = {
  bodyNotObject: 'The request body must be a JSON object',
  controlCharacters: 'Text may not contain control characters',
} as const;

/**
 * A C0 control character or DEL, except tab, line feed and carriage return, which messages may hold. PostgreSQL
 * cannot store NUL at all (a 500 before this guard), and the others are never typed by a person: they only hide
 * inside names and searches.
 */
function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** Where in `value` a string holds a control character ('' for the value itself), or undefined when none does. */
function controlCharacterAt(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : undefined;
  // Bodies are at most BODY_LIMIT_BYTES; the depth bound only keeps a crafted nest from costing a deep recursion.
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacter(key)) return path ? `${path}.${key}` : key;
    const found = controlCharacterAt(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The one place that refuses malformed input for every route, before the route's own validation: a body that is
 * JSON but not an object (`null`, an array, a number) where the route takes an object (no body at all counts as
 * `{}`), and a control character in any body field, query parameter or path parameter. Each answers 400 with the
 * field named, so no route needs its own check and no such value reaches a service or the database.
 */
export function registerInputGuards(app: FastifyInstance) {
  // A callback hook that throws (Fastify answers the error): it runs on every request; an async one costs a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    // An unknown path answers 404 whatever it carries.
    if (request.is404) return done();
    if (request.routeOptions.schema?.body) {
      // No body at all reads as an empty form, so the route names each missing field as it would for `{}`.
      if (request.body === undefined) request.body = {};
      const { body } = request;
      if (body === null || typeof body !== 'object' || Array.isArray(body)) {
        throw badRequest(INPUT_MESSAGES.bodyNotObject, { _: [INPUT_MESSAGES.bodyNotObject] });
      }
    }
    const { body } = request;
    for (const part of [request.params, request.query, body]) {
      const field = controlCharacterAt(part, '');
      if (field !== undefined) {
        throw badRequest(INPUT_MESSAGES.controlCharacters, { [field || '_']: [INPUT_MESSAGES.controlCharacters] });
      }
    }
    done();
  });
}
