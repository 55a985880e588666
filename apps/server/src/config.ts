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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  TOKEN_LIFETIME: z
    .string()
    .regex(/^[1-9][0-9]{0,5}[smhd]$/, 'must be a whole number followed by s, m, h or d, such as 14d or 12h')
    .default('14d'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().min(1).optional(),
  SEED_DEMO: z.enum(['auto', 'always', 'never']).default('auto'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string | undefined;
  /** How long a sign-in token lasts, in milliseconds. */
  tokenLifetimeMs: number;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  webDist: string;
  seedDemo: 'auto' | 'always' | 'never';
  /** Login attempts allowed per window, per e-mail and per IP address. */
  loginRateLimit: { perEmail: number; perIp: number; windowMs: number };
  requestTimeoutMs: number;
  bodyLimitBytes: number;
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
    databaseUrl: values.DATABASE_URL,
    smtpUrl: values.SMTP_URL,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ''),
    tokenLifetimeMs: durationMs(values.TOKEN_LIFETIME),
    logLevel: values.LOG_LEVEL,
    webDist: path.resolve(values.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist')),
    seedDemo: values.SEED_DEMO,
    loginRateLimit: { perEmail: 10, perIp: 50, windowMs: 15 * 60 * 1000 },
    requestTimeoutMs: 30_000,
    bodyLimitBytes: 1024 * 1024,
  };
}

const unitMs = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** `14d`, `12h`, `30m`, `45s` in milliseconds. */
function durationMs(duration: string): number {
  const unit = duration.at(-1) as keyof typeof unitMs;
  return Number(duration.slice(0, -1)) * unitMs[unit];
}
