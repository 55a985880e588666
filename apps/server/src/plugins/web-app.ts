import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const apiPrefixes = ['/api/', '/api', '/auth/token/', '/auth/token'];

/**
 * The phone entry's addresses: a separate entry of the web app, `score.html`, without react-admin (decision 0061): the
 * group's scoring page, and the side contests' page at the hole (decision 0074).
 */
const scoringPrefixes = ['/player_round_group_scores', '/active_member_distance'];
const scoringHtml = 'score.html';

function isScoringPath(pathname: string) {
  return scoringPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function isApiPath(url: string) {
  const pathname = url.split('?')[0]!;
  return apiPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached and answered for every
 * other GET (the app's own router takes it from there), but the scoring page's addresses, which answer its own entry,
 * score.html. A file the build compressed (`FILE.br`, `FILE.gz` beside it)
 * is answered in the encoding the client accepts, brotli first. Unknown API paths answer 404 `{"detail": "Not found."}`.
 */
export async function registerWebApp(app: FastifyInstance, webDist: string) {
  const indexHtml = path.join(webDist, 'index.html');
  const built = fs.existsSync(indexHtml);
  const scoringBuilt = fs.existsSync(path.join(webDist, scoringHtml));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      // No routes of its own: every file is answered from the not-found handler below, outside access control.
      serve: false,
      index: false,
      preCompressed: true,
      setHeaders: (response, filePath) => {
        const immutable = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
        response.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // Whether or not this file has compressed copies: a shared cache must not keep one answer for every client.
        response.header('Vary', 'Accept-Encoding');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ detail: 'Not found.' });
    }
    if (!built) {
      return reply
        .code(404)
        .type('text/plain')
        .send('The web app is not built: run `npm run build` (npm start does it for you).');
    }
    const pathname = request.url.split('?')[0]!;
    const file = path.join(webDist, path.normalize(pathname));
    if (file.startsWith(webDist + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(path.relative(webDist, file));
    }
    if (pathname.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found');
    if (scoringBuilt && isScoringPath(pathname)) {
      return reply.header('Cache-Control', 'no-cache').sendFile(scoringHtml);
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
}
