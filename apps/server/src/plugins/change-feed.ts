import type { FastifyInstance } from 'fastify';
import { ChangeFeed } from '../db/change-feed.js';
import type { DatabaseHandle } from '../db/client.js';

/** How long a change waits to be heard by this process before it is answered anyway. */
const catchUpTimeoutMs = 2_000;

/**
 * Hears the database's changes for the server's memories (see db/change-feed.ts) while the server runs, and answers a
 * request that may have changed something only once this process has heard of it, so that its next request, wherever
 * it reads from, sees the change.
 */
export function registerChangeFeed(app: FastifyInstance, database: Pick<DatabaseHandle, 'db' | 'listen'>): ChangeFeed {
  const feed = new ChangeFeed(database);
  let stopListening: Promise<() => Promise<void>> | undefined;
  // The first attempt to listen ends before the server serves (it retries on its own if the database is away).
  app.addHook('onReady', async () => {
    await (stopListening = feed.start());
  });
  app.addHook('onClose', async () => {
    await (
      await stopListening
    )?.();
  });
  app.addHook('onSend', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') await feed.catchUp(catchUpTimeoutMs);
  });
  return feed;
}
