import { pino, type Logger } from 'pino';
import type { Config } from './config.js';

/**
 * The process's one logger: JSON lines, request ids added by Fastify, never a token or a password. Built before the
 * app so that the database's start can log too. Commands log to standard error, keeping their output clean.
 */
export function createLogger(config: Pick<Config, 'logLevel'>, to: 'stdout' | 'stderr' = 'stdout'): Logger {
  return pino(
    {
      level: config.logLevel,
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', '*.password'], remove: true },
    },
    pino.destination({ dest: to === 'stdout' ? 1 : 2, sync: true }),
  );
}
