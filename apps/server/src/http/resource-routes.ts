import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AreaDeps } from './area.js';
import { pageWithLinks } from './list-query.js';
import { actorOf, hasAnyRole } from './request-context.js';
import type { Access } from './route-config.js';
import { checkResource, type Resource, type ResourceAccess, type Row } from './resource.js';
import { createRecord, deleteRecord, getRecord, listRecords, type OwnRows, updateRecord } from './resource-service.js';
import { errorAnswers, idParams, listQuery, pageOf } from './schemas.js';

/** The reply serialiser of a body already serialised by the route's own (`reply.serialize`). */
const asSerialised = (body: unknown) => body as string;

/**
 * The six REST routes of one resource at the spec's paths (`/api/countries/`, `/api/countries/{id}/`), each with an
 * operationId after DRF's (`countries_list`, `countries_partial_update`): thin, each a schema in, one service call, the
 * result out.
 */
export function registerResource(app: FastifyInstance, { db, config, listPages }: AreaDeps, resource: Resource) {
  checkResource(resource);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { name, thing, record, input } = resource;
  const tags = [resource.area];
  const collection = `/api/${name}/`;
  const member = `/api/${name}/:id/`;
  const clubScoped = resource.scope !== 'global';
  const ofTheCourse =
    resource.scope === 'golf_course'
      ? ' of the golf course of X-Golf-Course'
      : clubScoped
        ? ' of a golfer of the golf course of X-Golf-Course'
        : '';
  // The scope alone decides whether the active course is needed: it cannot be declared apart, nor forgotten.
  // A golfer's own rows need no role: the route lets every member of the club in and `ownOf` narrows what they reach.
  const accessOf = (access: ResourceAccess, ownRows: boolean): Access => ({
    ...(ownRows ? {} : access),
    course: clubScoped ? 'required' : 'none',
  });
  const ownOf = (request: FastifyRequest, access: ResourceAccess, ownRows: boolean): OwnRows | undefined =>
    ownRows
      ? { userId: request.caller!.id, andClubRows: !('roles' in access) || hasAnyRole(request, access.roles ?? []) }
      : undefined;
  const visibleTo = (request: FastifyRequest) => resource.visibleTo?.(actorOf(request));
  const ownRead = resource.ownRows !== undefined;
  const ownWrite = resource.ownRows === 'write';
  const readAccess = accessOf(resource.access.read, ownRead);
  const ownReadOf = (request: FastifyRequest) => ownOf(request, resource.access.read, ownRead);
  const ownReadText = ownRead ? ' A golfer without the roles reads their own, in any club.' : '';
  const ownWriteText = ownWrite ? ' A golfer without the roles writes their own.' : '';
  const filters = Object.fromEntries(
    Object.keys(resource.list.filters).map((filter) => [
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
      config: { access: readAccess },
      schema: {
        operationId: `${name}_list`,
        tags,
        summary: `List ${name.replaceAll('_', ' ')}`,
        description: `The ${name.replaceAll('_', ' ')}${ofTheCourse}, a page at a time (\`page\`, \`page_size\` up to 100), found with \`search\`, sorted by \`ordering\` and narrowed by the filters.${ownReadText}`,
        querystring: listQuery.extend(filters),
        response: { 200: pageOf(record) },
      },
    },
    // The page depends on the club, the path and the query (the access hook has already let the caller in), and for
    // a golfer's own rows on whose they are. It is kept as sent, serialised: a kept page costs no encoding again.
    async (request, reply) => {
      const own = ownReadOf(request);
      const reached = own
        ? `${own.userId}${own.andClubRows ? '+club' : ''}`
        : resource.visibleTo
          ? `viewer ${request.caller!.id}`
          : '';
      const read = async () => {
        const listed = await listRecords(db, resource, {
          query: request.query as Record<string, unknown>,
          golfCourseId: request.golfCourseId,
          own,
          where: visibleTo(request),
        });
        return reply.serialize(pageWithLinks(listed, { url: request.url, publicUrl: config.publicUrl }));
      };
      const body = resource.unannounced
        ? await read()
        : await listPages.pageOf(`${request.golfCourseId ?? ''} ${reached} ${request.url}`, read);
      // Typed for the page it sends: the kept body is that page serialised, so the reply is untyped to send it.
      return (reply as FastifyReply).type('application/json; charset=utf-8').serializer(asSerialised).send(body);
    },
  );

  routes.get(
    member,
    {
      config: { access: readAccess },
      schema: {
        operationId: `${name}_read`,
        tags,
        summary: `Read a ${thing}`,
        description: `One ${thing}${ofTheCourse} by its id.${ownReadText}`,
        params: idParams,
        response: { 200: record },
      },
    },
    (request) =>
      getRecord(db, resource, request.params.id, request.golfCourseId, {
        own: ownReadOf(request),
        where: visibleTo(request),
      }),
  );

  const write = resource.access.write;
  if (!write) return;
  // A resource whose own checks or hooks weigh the state of other records may refuse a write as a conflict.
  const conflicts =
    resource.writeConflicts || resource.validate || resource.create || resource.afterWrite
      ? { 409: errorAnswers[409] }
      : {};
  const writeAccess = accessOf(write, ownWrite);
  const ownWriteOf = (request: FastifyRequest) => ownOf(request, write, ownWrite);

  routes.post(
    collection,
    {
      config: { access: writeAccess },
      schema: {
        operationId: `${name}_create`,
        tags,
        summary: `Add a ${thing}`,
        description: `Adds a ${thing}${ofTheCourse} and answers it as stored.${ownWriteText}`,
        body: resource.createInput ?? input,
        response: { 201: record, ...conflicts },
      },
    },
    async (request, reply) => {
      const created = await createRecord(db, resource, request.body, actorOf(request), ownWriteOf(request));
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
          ? `Sets every writable field of a ${thing}${ofTheCourse}.${ownWriteText}`
          : `Sets the fields sent of a ${thing}${ofTheCourse}; the others stay as they are.${ownWriteText}`,
        params: idParams,
        body: replace ? input : input.partial(),
        response: { 200: record, ...conflicts },
      },
      handler: (request) =>
        updateRecord(db, resource, request.params.id, request.body as Row, actorOf(request), {
          own: ownWriteOf(request),
          where: visibleTo(request),
        }),
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
        description: `Deletes a ${thing}${ofTheCourse}; while other records use it the answer is 409: retire it instead.${ownWriteText}`,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), 409: errorAnswers[409] },
      },
    },
    async (request, reply) => {
      await deleteRecord(db, resource, request.params.id, actorOf(request), {
        own: ownWriteOf(request),
        where: visibleTo(request),
      });
      return reply.code(204).send(null);
    },
  );
}
