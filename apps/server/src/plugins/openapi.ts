import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { apiTags } from '../http/route-config.js';
import { errorAnswers } from '../http/schemas.js';

const docsContentSecurityPolicy = [
  "default-src 'self'",
  "base-uri 'self'",
  "connect-src 'self'",
  "font-src 'self' data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data:",
  "object-src 'none'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
].join('; ');

type DocumentedSchema = FastifySchema & {
  hide?: boolean;
  operationId?: string;
  tags?: readonly string[];
  description?: string;
  response?: Record<string, unknown>;
};

/**
 * The OpenAPI 3.1 document, generated from the route schemas, at /api/openapi.json and its UI at /api/docs.
 * Every documented route must name its operation, its one area and what it does, or the server does not start; the
 * error answers a route can give follow from how it is declared (what it reads, who may call it, whether it needs the
 * database), so that no route lists them by hand and none is forgotten.
 */
export async function registerOpenApi(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as DocumentedSchema | undefined;
    if (!schema || schema.hide) return;
    const where = `${String(route.method)} ${route.url}`;
    if (!schema.operationId) throw new Error(`${where}: the route has no operationId.`);
    if (!schema.description) throw new Error(`${where}: the route has no description.`);
    const tags = schema.tags ?? [];
    if (tags.length !== 1 || !apiTags.some((tag) => tag.name === tags[0])) {
      throw new Error(`${where}: the route needs exactly one tag of ${apiTags.map((tag) => tag.name).join(', ')}.`);
    }
    schema.response = { ...errorAnswersOf(route), ...schema.response };
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fairway API',
        version: '0.1.0',
        description:
          'Golf club and tournament management. Sign in at `POST /auth/token/login`, then send `Authorization: Token <token>`; club-scoped calls also send `X-Golf-Course: <id>`. Errors use DRF shapes: 400 `{"field": ["message"]}`, other statuses `{"detail": "message"}`.',
        contact: { name: 'Fairway', url: 'https://github.com/fairway-golf/fairway' },
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: [...apiTags],
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => tidy(jsonSchemaTransformObject(document) as OpenApiDocument),
  });
  await app.register(async (documentation) => {
    // The documentation pages are public and need no database; the calls they make still need a token.
    documentation.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: { public: true }, withoutDatabase: true };
    });
    await documentation.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { validatorUrl: null },
      // Swagger UI's own policy allows any https: source and upgrades requests to https, which breaks the page on a
      // club's plain-http network; this one allows this server only, with the inline styles Swagger UI sets.
      transformStaticCSP: () => docsContentSecurityPolicy,
    });
  });
  app.get(
    '/api/openapi.json',
    { config: { access: { public: true }, withoutDatabase: true }, schema: { hide: true } },
    () => app.swagger(),
  );
}

/** The error statuses a route can answer, from its declaration. */
function errorAnswersOf(route: RouteOptions): Partial<typeof errorAnswers> {
  const { access = {}, withoutDatabase = false } = route.config ?? {};
  const { body, querystring, headers, params } = route.schema as DocumentedSchema;
  const takesCourse = access.course === 'required' || access.course === 'optional' || Boolean(access.identify);
  const statuses: (keyof typeof errorAnswers)[] = [];
  if (body || querystring || headers || takesCourse) statuses.push(400);
  if (!access.public || access.identify) statuses.push(401);
  if (access.roles || takesCourse) statuses.push(403);
  // An unknown id, or a page past the last.
  if (params || querystring) statuses.push(404);
  if (body) statuses.push(413, 415);
  if (!withoutDatabase) statuses.push(503);
  return Object.fromEntries(statuses.map((status) => [status, errorAnswers[status]]));
}

type OpenApiDocument = {
  paths?: Record<string, Record<string, { responses?: Record<string, { description?: string; content?: unknown }> }>>;
  components?: { schemas?: Record<string, unknown> };
};

/** What a success answer is, where its route says nothing (the generator would write "Default Response"). */
const successWords: Record<string, string> = { 200: 'Done: the answer.', 201: 'Created: the record as stored.' };

/**
 * Touches the generator leaves undone: a success answer says what it is; a 204 has no body, so it has no content;
 * and of the components it emits (an input and an output variant of each), only those the operations use are kept.
 */
function tidy<Document extends OpenApiDocument>(document: Document): Document {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        if (answer.description === 'Default Response' && successWords[status])
          answer.description = successWords[status];
        if (status === '204') delete answer.content;
      }
    }
  }
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value)) {
      const name =
        key === '$ref' && typeof child === 'string' ? /^#\/components\/schemas\/(.+)$/.exec(child)?.[1] : null;
      if (name && !used.has(name)) {
        used.add(name);
        visit(schemas[name]);
      }
      visit(child);
    }
  };
  visit(document.paths);
  if (document.components?.schemas) {
    document.components.schemas = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  }
  return document;
}
