import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { actorOf } from '../modules/audit/audit-log.js';
import type { Access } from '../plugins/access.js';
import { detailBody, errorResponses, idParams, listQuery, pageOf } from './schemas.js';
import {
  createRecord,
  deleteRecord,
  getRecord,
  listRecords,
  type ResourceDefinition,
  updateRecord,
} from './resource-service.js';

export type ResourceRoutes = {
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

/** The six REST routes of one resource: thin, each a schema in, one service call, the result out. */
export function registerResourceRoutes(app: FastifyInstance, db: Database, config: Config, resource: ResourceRoutes) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { definition, record, input, access } = resource;
  const tags = [definition.name];
  const collection = `/api/${definition.name}`;
  const member = `/api/${definition.name}/:id`;
  const filters = Object.fromEntries(
    Object.keys(definition.list.filters).map((name) => [
      name,
      z
        .string()
        .optional()
        .describe(resource.filterDescriptions?.[name] ?? `Only records whose ${name} is this`),
    ]),
  );
  const readErrors = { 401: detailBody, 403: detailBody, 404: detailBody };

  routes.get(
    collection,
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: `List ${definition.name}`,
        querystring: listQuery.extend(filters),
        response: { 200: pageOf(record), ...errorResponses },
      },
    },
    (request) => listRecords(db, definition, { request, publicUrl: config.publicUrl }),
  );

  routes.get(
    member,
    {
      config: { access: access.read },
      schema: {
        tags,
        summary: `Read one ${definition.thing}`,
        params: idParams,
        response: { 200: record, ...readErrors },
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
      schema: { tags, summary: `Add a ${definition.thing}`, body: input, response: { 201: record, ...errorResponses } },
    },
    async (request, reply) => {
      const created = await createRecord(db, definition, request.body, actorOf(request));
      return reply.code(201).send(created);
    },
  );

  for (const method of ['PUT', 'PATCH'] as const) {
    routes.route({
      method,
      url: member,
      config: { access: writeAccess },
      schema: {
        tags,
        summary: method === 'PUT' ? `Replace a ${definition.thing}` : `Change some fields of a ${definition.thing}`,
        params: idParams,
        body: method === 'PUT' ? input : input.partial(),
        response: { 200: record, ...errorResponses },
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
        tags,
        summary: `Delete a ${definition.thing} (409 while it is in use: retire it instead)`,
        params: idParams,
        response: { 204: z.null(), ...readErrors, 409: detailBody },
      },
    },
    async (request, reply) => {
      await deleteRecord(db, definition, request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
}
