import { setTimeout } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { ChangeFeed } from '../db/change-feed.js';
import type { DatabaseHandle } from '../db/client.js';

/** How long a change waits to be heard by this process before it is answered anyway. */
const catchUpTimeoutMs = 2_000;
/** How long the server's start waits for its first attempt to hear the changes before it serves anyway. */
const firstListenWaitMs = 2_000;

/**
 * Hears the database's changes for the server's memories (see db/change-feed.ts) while the server runs, and answers a
 * request that may have changed something only once this process has heard of it, so that its next request, wherever
 * it reads from, sees the change.
 */
export function registerChangeFeed(app: FastifyInstance, database: Pick<DatabaseHandle, 'db' | 'listen'>): ChangeFeed {
  const feed = new ChangeFeed(database);
  let stopListening: Promise<() => Promise<void>> | undefined;
  // The first attempt to listen ends before the server serves (it retries on its own if the database is away), unless
  // the database is busy making itself ready: an embedded database migrating and seeding a first start runs one
  // statement at a time, and a slow machine must not fail its start waiting. The server then serves meanwhile, and
  // the memories keep nothing until they hear the changes.
  app.addHook('onReady', async () => {
    stopListening = feed.start();
    await Promise.race([stopListening, setTimeout(firstListenWaitMs, undefined, { ref: false })]);
  });
  app.addHook('onClose', async () => {
    await (
      await stopListening
    )?.();
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.routeOptions.config.catchUp === false) {
      return done(null, payload);
    }
    void feed.catchUp(catchUpTimeoutMs).then(() => done(null, payload));
  });
  return feed;
}
