import pg from 'pg';
import { DatabaseStartError } from './client.js';

/** One server of a connection string's list. */
export type DatabaseServer = { host: string; port: number };

/**
 * The servers a connection string names and what a connection to them must accept, as libpq reads them:
 * `postgres://user@db1:5432,db2:5432/fairway?target_session_attrs=read-write` (what pg_auto_failover hands out).
 * node-postgres reads one host only, so each server gets a connection string of its own (`urlOf`).
 */
export type DatabaseServers = {
  servers: DatabaseServer[];
  /** `read-write` and `primary`: only a server that takes writes (not a standby, not read-only by default) will do. */
  writesRequired: boolean;
  urlOf: (server: DatabaseServer) => string;
  /** `host:port` of each server, for messages (never a password). */
  address: string;
};

const sessionAttributes = new Set(['any', 'read-write', 'primary']);

/** Thrown when a connection string's servers cannot be read; the start reports its message as one line. */
export class DatabaseServersError extends DatabaseStartError {}

/** `host:port`, `host`, `[::1]:5432` or `[::1]`, the port defaulting to 5432; no host: `defaultHost`. */
function serverOf(text: string, defaultHost: string): DatabaseServer {
  const match = /^(\[[^\]]+\]|[^:[\]]*)(?::(\d{1,5}))?$/.exec(text);
  if (!match) throw new DatabaseServersError(`DATABASE_URL names a server it cannot read: "${text}"`);
  const port = match[2] === undefined ? 5432 : Number(match[2]);
  if (port < 1 || port > 65535) throw new DatabaseServersError(`DATABASE_URL names port ${port}, out of range`);
  return { host: match[1] || defaultHost, port };
}

/** Reads the servers of a `postgres://` connection string: one, or several separated by commas. */
export function databaseServersOf(connectionString: string): DatabaseServers {
  const parts = /^(postgres(?:ql)?:\/\/)((?:[^@/?#]*@)?)([^/?#]*)(.*)$/.exec(connectionString);
  if (!parts) throw new DatabaseServersError('DATABASE_URL must be a postgres:// or postgresql:// URL');
  const [, scheme, credentials, hostList, rest] = parts as unknown as [string, string, string, string, string];
  const [pathPart, query = ''] = rest.split(/\?(.*)/s, 2) as [string, string?];
  const parameters = new URLSearchParams(query);
  const wanted = parameters.get('target_session_attrs') ?? 'any';
  if (!sessionAttributes.has(wanted)) {
    throw new DatabaseServersError(
      `DATABASE_URL's target_session_attrs must be any, read-write or primary, not "${wanted}"`,
    );
  }
  // node-postgres would send it to the server as a setting, which PostgreSQL refuses.
  parameters.delete('target_session_attrs');
  const servers = hostList.split(',').map((text) => serverOf(text, parameters.get('host') ?? 'localhost'));
  const search = parameters.toString();
  const asWritten = servers.length === 1 && !query.includes('target_session_attrs');
  const urlOf = (server: DatabaseServer) =>
    asWritten
      ? connectionString
      : `${scheme}${credentials}${server.host}:${server.port}${pathPart}${search ? `?${search}` : ''}`;
  return {
    servers,
    writesRequired: wanted !== 'any',
    urlOf,
    address: servers.map((server) => `${server.host}:${server.port}`).join(','),
  };
}

/** The fault when no server of the list takes writes now: a passing one (SQLSTATE class 08), answered with 503. */
class NoPrimaryError extends Error {
  readonly code = '08001';
}

/**
 * node-postgres's client for a list of servers (for a pool's `Client`, or made directly): a connection goes to the
 * first server, starting from the one that last took writes, that answers and, when writes are required, is no
 * standby and not read-only. After a failover the broken connections are dropped and the next ones find the new
 * primary. With one server and no requirement, node-postgres's own client.
 */
export function clientFor({ servers, writesRequired, urlOf, address }: DatabaseServers): typeof pg.Client {
  if (servers.length === 1 && !writesRequired) return pg.Client;
  let lastPrimary = 0;
  const takesWrites = async (config: pg.ClientConfig, server: DatabaseServer): Promise<boolean> => {
    const probe = new pg.Client({ ...config, connectionString: urlOf(server) });
    probe.on('error', () => {});
    try {
      await probe.connect();
      if (!writesRequired) return true;
      const { rows } = await probe.query<{ standby: boolean; read_only: string }>(
        `select pg_is_in_recovery() as standby, current_setting('transaction_read_only') as read_only`,
      );
      return rows[0]!.standby === false && rows[0]!.read_only === 'off';
    } catch {
      return false;
    } finally {
      await probe.end().catch(() => {});
    }
  };
  /**
   * The search in progress: connections asked for at the same moment share its answer. While there is no primary,
   * every request asks for a connection; each asking every server (a backend forked on each to answer) would load
   * the standby just as it is being promoted.
   */
  let search: Promise<number> | undefined;
  const primaryIndex = (config: pg.ClientConfig): Promise<number> =>
    (search ??= (async () => {
      const order = servers.map((_server, index) => (lastPrimary + index) % servers.length);
      for (const index of order) if (await takesWrites(config, servers[index]!)) return (lastPrimary = index);
      throw new NoPrimaryError(`none of the database servers ${address} takes writes now`);
    })().finally(() => {
      search = undefined;
    }));
  return class PrimaryFollowingClient extends pg.Client {
    private readonly settings: pg.ClientConfig;

    constructor(config?: string | pg.ClientConfig) {
      const settings = typeof config === 'string' ? { connectionString: config } : { ...config };
      super(settings);
      this.settings = settings;
    }

    override connect(): Promise<pg.Client>;
    override connect(callback: ((error: Error) => void) | ((error: null, client: pg.Client) => void)): void;
    override connect(
      callback?: ((error: Error) => void) | ((error: null, client: pg.Client) => void),
    ): Promise<pg.Client> | void {
      const connecting = this.connectToPrimary();
      if (!callback) return connecting;
      connecting.then(
        (client) => (callback as (error: null, client: pg.Client) => void)(null, client),
        (error: Error) => (callback as (error: Error) => void)(error),
      );
    }

    private async connectToPrimary(): Promise<pg.Client> {
      const { host, port } = servers[await primaryIndex(this.settings)]!;
      Object.assign(this, { host, port });
      Object.assign((this as unknown as { connectionParameters: object }).connectionParameters, { host, port });
      return super.connect();
    }
  };
}
