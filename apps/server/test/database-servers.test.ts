import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { describeDatabaseFault, isDatabaseUnavailable } from '../src/db/database-faults.js';
import { clientFor, databaseServersOf } from '../src/db/database-servers.js';

/** A loopback port nothing listens on (a server that is down): taken, then let go. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("DATABASE_URL's servers, as libpq reads them", () => {
  it('keeps a connection string of one server as it is written', () => {
    const url = 'postgres://fairway:secret@db.example.org:6432/fairway?sslmode=require';
    const servers = databaseServersOf(url);
    expect(servers.servers).toEqual([{ host: 'db.example.org', port: 6432 }]);
    expect(servers.writesRequired).toBe(false);
    expect(servers.urlOf(servers.servers[0]!)).toBe(url);
    expect(servers.address).toBe('db.example.org:6432');
  });

  it("reads pg_auto_failover's list of servers that must take writes, one connection string for each", () => {
    const servers = databaseServersOf(
      'postgresql://fairway:secret@db1:5432,db2,[::1]:5433/fairway?target_session_attrs=read-write&sslmode=prefer',
    );
    expect(servers.servers).toEqual([
      { host: 'db1', port: 5432 },
      { host: 'db2', port: 5432 },
      { host: '[::1]', port: 5433 },
    ]);
    expect(servers.writesRequired).toBe(true);
    // node-postgres would send target_session_attrs to PostgreSQL as a setting, which it refuses.
    expect(servers.urlOf(servers.servers[1]!)).toBe('postgresql://fairway:secret@db2:5432/fairway?sslmode=prefer');
    expect(servers.address).toBe('db1:5432,db2:5432,[::1]:5433');
  });

  it("takes the socket folder of host= for a server without a host, and primary as read-write's like", () => {
    const servers = databaseServersOf(
      'postgres://fairway@:5433/fairway?host=/run/postgresql&target_session_attrs=primary',
    );
    expect(servers.servers).toEqual([{ host: '/run/postgresql', port: 5433 }]);
    expect(servers.writesRequired).toBe(true);
  });

  it('refuses a session requirement it does not follow and a server it cannot read, in one line each', () => {
    expect(() => databaseServersOf('postgres://db1,db2/fairway?target_session_attrs=standby')).toThrow(
      'DATABASE_URL\'s target_session_attrs must be any, read-write or primary, not "standby"',
    );
    expect(() => databaseServersOf('postgres://db1:99999/fairway')).toThrow(
      'DATABASE_URL names port 99999, out of range',
    );
    expect(() => databaseServersOf('postgres://db1:x/fairway')).toThrow(
      'DATABASE_URL names a server it cannot read: "db1:x"',
    );
  });

  it('answers at once, as a passing fault (503), when none of the servers takes writes: every one down', async () => {
    const servers = databaseServersOf(
      `postgres://fairway@127.0.0.1:${await closedPort()},127.0.0.1:${await closedPort()}/fairway?target_session_attrs=read-write`,
    );
    const Client = clientFor(servers);
    expect(Client).not.toBe(pg.Client);
    const started = Date.now();
    const error = await new Client({ connectionString: servers.urlOf(servers.servers[0]!) }).connect().then(
      () => undefined,
      (fault: unknown) => fault,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(describeDatabaseFault(error)).toBe(
      `08001: none of the database servers ${servers.address} takes writes now`,
    );
  });

  it('asks the servers once for the connections wanted at the same moment, each told the same', async () => {
    const servers = databaseServersOf(
      `postgres://fairway@127.0.0.1:${await closedPort()},127.0.0.1:${await closedPort()}/fairway?target_session_attrs=primary`,
    );
    const Client = clientFor(servers);
    const faults = await Promise.all(
      Array.from({ length: 5 }, () =>
        new Client({ connectionString: servers.urlOf(servers.servers[0]!) }).connect().then(
          () => undefined,
          (fault: unknown) => fault,
        ),
      ),
    );
    expect(new Set(faults).size).toBe(1);
    expect(isDatabaseUnavailable(faults[0])).toBe(true);
  });

  it("keeps node-postgres's own client for one server without a requirement", () => {
    expect(clientFor(databaseServersOf('postgres://fairway@db.example.org/fairway'))).toBe(pg.Client);
  });
});
