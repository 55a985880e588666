import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { actorOf } from '../modules/audit/audit-log.js';
import type { Access } from '../plugins/access.js';
import type { ApiTag } from '../plugins/openapi.js';
import { errorAnswers, idParams, listQuery, pageOf } from './schemas.js';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  type ResourceDefinition,
  updateRecord,
} from './resource-service.js';

export type ResourceRoutes = {
  /** The API area the resource belongs to: its tag in the OpenAPI document. */
  area: ApiTag;
  definition: ResourceDefinition;
  /** The record as clients read it. */
  record: z.ZodObject;
  /** The fields a client writes; PATCH takes any subset of them. */
  input: z.ZodObject;
  /** `write: null` serves the resource read-only. */
  access: { read: Access; write: Access | null };
  /** Filters documented on the list, by name. */
  filterDescriptions?: Record<string, string>;
};

/**
 * The six REST routes of one resource at the spec's paths (`/api/countries/`, `/api/countries/{id}/`), each with an
 * operationId after DRF's (`countries_list`, `countries_partial_update`): thin, each a schema in, one service call, the
 * result out.
 */
export function registerResourceRoutes(app: FastifyInstance, db: Database, config: Config, resource: ResourceRoutes) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { definition, record, input, access } = resource;
  const { name, thing } = definition;
  const tags = [resource.area];
  const collection = `/api/${name}/`;
  const member = `/api/${name}/:id/`;
  const ofTheCourse = definition.scope === 'golf_course' ? ' of the golf course of X-Golf-Course' : '';
  const filters = Object.fromEntries(
    Object.keys(definition.list.filters).map((filter) => [
      filter,
      z
        .string()
        .optional()
        .describe(resource.filterDescriptions?.[filter] ?? `Only records whose ${filter} is this`),
    ]),
  );

  routes.get(
    collection,
    {
      config: { access: access.read },
      schema: {
        operationId: `${name}_list`,
        tags,
        summary: `List ${name.replaceAll('_', ' ')}`,
        description: `The ${name.replaceAll('_', ' ')}${ofTheCourse}, a page at a time (\`page\`, \`page_size\` up to 100), found with \`search\`, sorted by \`ordering\` and narrowed by the filters.`,
        querystring: listQuery.extend(filters),
        response: { 200: pageOf(record) },
      },
    },
    (request) => listRecords(db, definition, { request, publicUrl: config.publicUrl }),
  );

  routes.get(
    member,
    {
      config: { access: access.read },
      schema: {
        operationId: `${name}_read`,
        tags,
        summary: `Read a ${thing}`,
        description: `One ${thing}${ofTheCourse} by its id.`,
        params: idParams,
        response: { 200: record },
      },
    },
    (request) => getRecord(db, definition, request.params.id, request.golfCourseId),
  );

  const writeAccess = access.write;
  if (!writeAccess) return;

  routes.post(
    collection,
    {
      config: { access: writeAccess },
      schema: {
        operationId: `${name}_create`,
        tags,
        summary: `Add a ${thing}`,
        description: `Adds a ${thing}${ofTheCourse} and answers it as stored.`,
        body: input,
        response: { 201: record },
      },
    },
    async (request, reply) => {
      const created = await createRecord(db, definition, request.body, actorOf(request));
      return reply.code(201).send(created);
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    const replace = method === 'PUT';
    routes.route({
      method,
      url: member,
      config: { access: writeAccess },
      schema: {
        operationId: `${name}_${replace ? 'update' : 'partial_update'}`,
        tags,
        summary: replace ? `Replace a ${thing}` : `Change a ${thing}`,
        description: replace
          ? `Sets every writable field of a ${thing}${ofTheCourse}.`
          : `Sets the fields sent of a ${thing}${ofTheCourse}; the others stay as they are.`,
        params: idParams,
        body: replace ? input : input.partial(),
        response: { 200: record },
      },
      handler: (request) =>
        updateRecord(db, definition, request.params.id, request.body as Record<string, unknown>, actorOf(request)),
    });
  }

  routes.delete(
    member,
    {
      config: { access: writeAccess },
      schema: {
        operationId: `${name}_delete`,
        tags,
        summary: `Delete a ${thing}`,
        description: `Deletes a ${thing}${ofTheCourse}; while other records use it the answer is 409: retire it instead.`,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 409: errorAnswers[409] },
      },
    },
    async (request, reply) => {
      await deleteRecord(db, definition, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
