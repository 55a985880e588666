import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Past this many statements a connection runs new ones unprepared, so that its memory in PostgreSQL stays bounded. */
const statementsPerConnection = 500;

type QueryConfig = { text: string; name?: string };

const isNamelessQuery = (config: unknown): config is QueryConfig =>
  typeof config === 'object' &&
  config !== null &&
  typeof (config as QueryConfig).text === 'string' &&
  !(config as QueryConfig).name;

/**
 * Names each statement a connection runs after a hash of its text, so that PostgreSQL parses and plans it once per
 * connection and afterwards only binds and executes it: about half PostgreSQL's work for the short statements requests
 * make. Drizzle sends every statement nameless; statements sent as plain text (transaction control, migrations) stay
 * as they are.
 */
export function preparingStatements(client: pg.PoolClient) {
  const names = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((config: unknown, ...rest: unknown[]) => {
    if (!isNamelessQuery(config)) return query(config, ...rest);
    const name = `fairway_${createHash('sha1').update(config.text).digest('base64url')}`;
    if (!names.has(name)) {
      if (names.size >= statementsPerConnection) return query(config, ...rest);
      names.add(name);
    }
    return query({ ...config, name }, ...rest);
  }) as typeof client.query;
}
