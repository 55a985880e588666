/**
 * Faults of the database that a request did not cause and that pass: a connection dropped or refused, the server
 * restarting, a statement or lock wait past its bound, no connection free in time. A client is told to try again
 * (503); a programming error or a bad value is not one of these.
 */

type PostgresError = { code: string; constraint?: string; detail?: string; table?: string };

/** SQLSTATE classes and codes that say "not now" rather than "not this". */
const passingSqlStates = [
  /^08/, // connection exception
  /^40/, // transaction rollback: serialisation failure, deadlock
  /^53/, // insufficient resources: disk full, out of memory, too many connections
  /^57/, // operator intervention: statement timeout, administrator shutdown, crash, server starting up
  /^58/, // system error: input/output
  /^55P03$/, // lock not available (lock_timeout)
  /^25P03$/, // idle in transaction session timeout
];

/** Socket errors on the way to the server. */
const socketErrorCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres, pg-pool and PGlite name these faults only in their messages. */
const driverMessages = [
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^PGlite is clos(ed|ing)$/,
];

/** The error and the errors it wraps (Drizzle wraps the driver's error as `cause`). */
function* causeChain(error: unknown): Generator<unknown> {
  for (let current = error, depth = 0; current && depth < 10; current = (current as { cause?: unknown }).cause) {
    yield current;
    depth += 1;
  }
}

/** The PostgreSQL error behind a driver or Drizzle error, if there is one. */
export function postgresErrorOf(error: unknown): PostgresError | null {
  for (const current of causeChain(error)) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !socketErrorCodes.has(code)) {
      return current as PostgresError;
    }
  }
  return null;
}

/** True when the error is a passing fault of the database, not something the request did. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of causeChain(error)) {
    // WebAssembly's RuntimeError: the embedded engine itself has failed.
    if (current instanceof Error && current.name === 'RuntimeError') return true;
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (socketErrorCodes.has(code)) return true;
      if (/^[0-9A-Z]{5}$/.test(code)) return passingSqlStates.some((state) => state.test(code));
    }
    if (typeof message === 'string' && driverMessages.some((driverMessage) => driverMessage.test(message))) return true;
  }
  return false;
}

/** One line naming the fault: the innermost cause's code and message, with no stack and no SQL. */
export function describeDatabaseFault(error: unknown): string {
  const causes = [...causeChain(error)];
  const innermost = causes.findLast((cause) => {
    const { code, message } = cause as { code?: unknown; message?: unknown };
    return typeof code === 'string' || (typeof message === 'string' && !message.startsWith('Failed query'));
  });
  const { code, message } = (innermost ?? error) as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : String(innermost ?? error);
  return typeof code === 'string' ? `${code}: ${text}` : text;
}
