import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API, errorResponseSchema } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** A route that needs a signed-in caller asks for the bearer token, the document's `bearerAuth` scheme below. */
export const security = [{ bearerAuth: [] }];

/** The error statuses the API answers with (decisions §2). */
type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 429 | 503;

/**
 * A route's error answers: each status with the one error body, `{ message, errors? }`, that `plugins/errors.ts`
 * sends. The map serialises those answers and describes them in the OpenAPI document.
 */
export function errorResponses<const S extends ErrorStatus>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

/** OpenAPI generated from the same zod schemas that validate requests; nothing is described twice. */
export async function registerOpenApi(app: FastifyInstance, gymName: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${gymName} API`,
        version: '1.0.0',
        description: 'Plans, members, payments, bookings and the staff tools of the gym.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: API.docs,
    staticCSP: true,
    // Served over plain HTTP on a laptop; a proxy in front adds HTTPS.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
    uiConfig: { deepLinking: false },
  });
  app.get(API.openapi, { schema: { hide: true } }, () => app.swagger());
}
