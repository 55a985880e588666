import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openPglite } from '../db/pglite.js';
import { createLogger } from '../logger.js';

/**
 * `npm run openapi -- FILE`: writes the OpenAPI document the server serves at /api/openapi.json, for client generators
 * and the linter, without a running server (an empty in-memory database stands in; nothing queries it).
 */
const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run openapi -- FILE');
  process.exit(1);
}
const config = loadConfig({ LOG_LEVEL: 'silent' });
const database = await openPglite(undefined);
const app = await buildApp({ config, database, log: createLogger(config) });
const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify(response.json(), null, 2)}\n`);
await app.close();
await database.close();
console.log(`OpenAPI document written to ${target}.`);
