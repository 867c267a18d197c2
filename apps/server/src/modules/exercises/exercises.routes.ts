import {
  API,
  exerciseBodyPartsSchema,
  exercisePageSchema,
  exerciseQuerySchema,
  exerciseSchema,
  idParamsSchema,
} from '@gym/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.ts';
import { errorResponses } from '../../plugins/openapi.ts';
import { exerciseBodyParts, exerciseById, exercisePage } from './exercises.service.ts';

const tags = ['Exercises'];

/** The exercise catalogue: public, read-only (decisions §4, §8). */
export function exerciseRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.exercises.list, {
    schema: {
      tags,
      summary: 'Search the exercise catalogue, a page at a time (name, target muscle or equipment; body part)',
      querystring: exerciseQuerySchema,
      response: { 200: exercisePageSchema, ...errorResponses(400) },
    },
    handler: (req, reply) => ctx.catalogue.send(req, reply, exercisePage, req.query),
  });

  r.get(API.exercises.bodyParts, {
    schema: {
      tags,
      summary: 'The body parts the catalogue covers',
      response: { 200: exerciseBodyPartsSchema },
    },
    handler: (req, reply) => ctx.catalogue.send(req, reply, exerciseBodyParts, undefined),
  });

  r.get(API.exercises.one, {
    schema: {
      tags,
      summary: 'One exercise with its instructions',
      params: idParamsSchema,
      response: { 200: exerciseSchema, ...errorResponses(400, 404) },
    },
    handler: (req, reply) => ctx.catalogue.send(req, reply, exerciseById, req.params.id),
  });
}
