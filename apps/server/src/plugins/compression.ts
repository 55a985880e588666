import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Answers of the routes registered after it (the API, the OpenAPI document) are compressed with brotli or gzip, as
 * the client's Accept-Encoding asks, once they reach a kilobyte. Brotli at a quick level: the answers are made per
 * request. The web app's files are compressed once, at build time (plugins/web-app.ts).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
