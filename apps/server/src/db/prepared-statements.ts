import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Past this many statements a connection runs new ones unprepared, so that its memory in PostgreSQL stays bounded. */
const statementsPerConnection = 500;

type QueryConfig = { text: string; name?: string };

/** Statements' names by their text, shared by the connections: a rush sends the same few statements many times. */
const namesOfTexts = new Map<string, string>();
const namesKept = 5_000;

function nameOf(text: string) {
  let name = namesOfTexts.get(text);
  if (name === undefined) {
    name = `fairway_${createHash('sha1').update(text).digest('base64url')}`;
    if (namesOfTexts.size >= namesKept) namesOfTexts.clear();
    namesOfTexts.set(text, name);
  }
  return name;
}

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
    const name = nameOf(config.text);
    if (!names.has(name)) {
      if (names.size >= statementsPerConnection) return query(config, ...rest);
      names.add(name);
    }
    return query({ ...config, name }, ...rest);
  }) as typeof client.query;
}
