import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { API } from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

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
