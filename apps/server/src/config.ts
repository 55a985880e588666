import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_BOOKING_LINES: z.coerce.number().int().min(1).max(1000).default(2),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(86_400_000).default(10_000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(86_400_000).default(5_000),
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATABASE_CONNECT_TIMEOUT_S: z.coerce.number().int().min(0).max(86_400).default(60),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(300).optional(),
  PUBLIC_URL: z.url().optional(),
  TOKEN_LIFETIME: z
    .string()
    .regex(/^[1-9][0-9]{0,5}[smhd]$/, 'must be a whole number followed by s, m, h or d, such as 14d or 12h')
    .default('14d'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|[0-9]{1,2}|[0-9a-fA-F.:/]+(,\s*[0-9a-fA-F.:/]+)*)$/,
      'must be true, false, a number of proxies, or addresses of trusted proxies such as 10.0.0.0/8,127.0.0.1',
    )
    .default('false'),
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseSettings;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
  /** The sender of Fairway's mails: MAIL_FROM, or no-reply at the host of PUBLIC_URL (or localhost). */
  mailFrom: string;
  /** How the outbox is worked through: polling, retries with backoff, and how long one delivery may take. */
  mail: MailSettings;
  /** Club registrations accepted from one address in a window. */
  registrationLimits: RegistrationLimits;
  /** How often the tee sheet looks for ballots past their close and waiting list offers past their hold. */
  teeSheetTickMs: number;
  /** How long a sign-in token lasts, in milliseconds. */
  tokenLifetimeMs: number;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  webDist: string;
  seedDemo: 'auto' | 'always' | 'never';
  /** Failed sign-ins allowed per window: per e-mail and address together, and per address. */
  loginLimits: LoginLimits;
  /** Which proxies' X-Forwarded-For to believe for the client's address: Fastify's `trustProxy`. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Open connections the server accepts at once; more are refused, so idle sockets cannot starve it. */
  maxConnections: number;
  requestTimeoutMs: number;
  bodyLimitBytes: number;
};

/** How Fairway uses its database; the timeouts bound every request's wait (PostgreSQL only, but for readiness). */
export type DatabaseSettings = {
  /** PostgreSQL to use instead of the embedded database. */
  url: string | undefined;
  /** Connections in the request pool. */
  poolMax: number;
  /**
   * Tee-sheet booking batches that run at once, each of the asks of as many clubs of its line as asked meanwhile (at
   * most the pool's connections less two, kept for the other requests).
   */
  bookingLines: number;
  /** Longest a request's statement may run, lock waits included. */
  statementTimeoutMs: number;
  /** Longest a request's statement may wait for a lock. */
  lockTimeoutMs: number;
  /** Longest a request may wait for a connection from the pool (or for a new one to open). */
  acquireTimeoutMs: number;
  /** How long a starting server keeps trying to reach PostgreSQL before it gives up. */
  connectTimeoutMs: number;
  /** Longest `/readyz` waits for the database to answer. */
  readinessTimeoutMs: number;
};

export type LoginLimits = {
  /** Failed attempts allowed for one e-mail from one address in a window. */
  perEmailAndAddress: number;
  /** Failed attempts allowed from one address, whatever the e-mails, in a window. */
  perAddress: number;
  windowMs: number;
  /** Keys remembered at most; the least recently used are forgotten first. */
  maxKeys: number;
};

export type MailSettings = {
  /** How often the outbox is looked at when nothing has woken the sender. */
  pollIntervalMs: number;
  /** The wait after the first failed attempt; each further failure doubles it, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a message is given up as failed. */
  maxAttempts: number;
  /** Longest one delivery may take (connecting, greeting, each reply) before it counts as failed. */
  sendTimeoutMs: number;
  /** How long a claimed message is left to the process that claimed it before another may try it. */
  claimMs: number;
};

export type RegistrationLimits = {
  /** Registrations accepted from one address in a window. */
  perAddress: number;
  windowMs: number;
  /** Addresses remembered at most; the least recently used are forgotten first. */
  maxKeys: number;
};

export class ConfigError extends Error {}

/** Reads the environment into a typed config; a bad value stops the start with a message naming the variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  return {
    port: values.PORT,
    host: values.HOST,
    // npm runs workspace scripts inside the workspace; paths are read from where the user ran npm.
    dataDir: path.resolve(environment.INIT_CWD ?? process.cwd(), values.DATA_DIR),
    database: {
      url: values.DATABASE_URL,
      poolMax: values.DATABASE_POOL_MAX,
      bookingLines: Math.max(1, Math.min(values.DATABASE_BOOKING_LINES, values.DATABASE_POOL_MAX - 2)),
      statementTimeoutMs: values.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: values.DATABASE_LOCK_TIMEOUT_MS,
      acquireTimeoutMs: values.DATABASE_ACQUIRE_TIMEOUT_MS,
      connectTimeoutMs: values.DATABASE_CONNECT_TIMEOUT_S * 1000,
      readinessTimeoutMs: 2_000,
    },
    smtpUrl: values.SMTP_URL,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    mailFrom:
      values.MAIL_FROM ?? `Fairway <no-reply@${values.PUBLIC_URL ? new URL(values.PUBLIC_URL).hostname : 'localhost'}>`,
    mail: {
      pollIntervalMs: 30_000,
      retryBaseMs: 60_000,
      retryMaxMs: 3_600_000,
      maxAttempts: 8,
      sendTimeoutMs: 30_000,
      claimMs: 5 * 60_000,
    },
    registrationLimits: { perAddress: 5, windowMs: 60 * 60 * 1000, maxKeys: 100_000 },
    teeSheetTickMs: 30_000,
    tokenLifetimeMs: durationMs(values.TOKEN_LIFETIME),
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(values.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    seedDemo: values.SEED_DEMO,
    loginLimits: { perEmailAndAddress: 10, perAddress: 50, windowMs: 15 * 60 * 1000, maxKeys: 100_000 },
    trustProxy: trustProxyOf(values.TRUST_PROXY),
    maxConnections: values.MAX_CONNECTIONS,
    requestTimeoutMs: 30_000,
    bodyLimitBytes: 1024 * 1024,
  };
}

/** `true`, `false`, a number of proxies in front, or a list of trusted proxy addresses, as Fastify takes them. */
function trustProxyOf(value: string): Config['trustProxy'] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^[0-9]+$/.test(value)) {
    const proxies = Number(value);
    return (_address, hop) => hop < proxies;
  }
  return value;
}

const unitMs = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `14d`, `12h`, `30m`, `45s` in milliseconds. */
function durationMs(duration: string): number {
  const unit = duration.at(-1) as keyof typeof unitMs;
  return Number(duration.slice(0, -1)) * unitMs[unit];
}
