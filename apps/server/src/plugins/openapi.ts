import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the route schemas, at /api/openapi.json and its UI at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Fairway API',
        version: '0.1.0',
        description:
          'Golf club and tournament management. Sign in at POST /auth/token/login, then send `Authorization: Token <token>`; club-scoped calls also send `X-Golf-Course: <id>`. Errors use DRF shapes: 400 `{"field": ["message"]}`, 401/403/404/409/429 `{"detail": "message"}`.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <token>' },
        },
      },
      security: [{ token: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
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
      // Swagger UI sets inline styles, which its own policy (style-src 'self' https:) would block.
      transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
    });
  });
  app.get(
    '/api/openapi.json',
    { config: { access: { public: true }, withoutDatabase: true }, schema: { hide: true } },
    () => app.swagger(),
  );
}
