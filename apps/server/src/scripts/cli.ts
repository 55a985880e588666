import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { type Config, ConfigError, loadConfig } from '../config.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';
import { openDatabase } from '../db/open-database.js';
import { type DatabaseHandle, DatabaseStartError } from '../db/client.js';
import { createLogger } from '../logger.js';
import { InvalidInputError } from '../core/domain-errors.js';

/** Runs a command-line task with the configured database, printing a plain message for the errors users make. */
export function runCli(
  task: (context: { database: DatabaseHandle; config: Config; args: ReturnType<typeof parseCliArgs> }) => Promise<void>,
) {
  const args = parseCliArgs();
  (async () => {
    const config = loadConfig();
    const database = await openDatabase(config, createLogger(config, 'stderr'));
    try {
      await database.prepare();
      await task({ database, config, args });
    } finally {
      await database.close();
    }
  })().catch((error: unknown) => {
    console.error(
      error instanceof ConfigError ||
        error instanceof DataDirLockedError ||
        error instanceof DatabaseStartError ||
        error instanceof CliError ||
        error instanceof InvalidInputError
        ? error.message
        : error,
    );
    process.exit(1);
  });
}

export class CliError extends Error {}

function parseCliArgs() {
  return parseArgs({
    allowPositionals: true,
    options: {
      demo: { type: 'boolean', default: false },
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      club: { type: 'string' },
      republish: { type: 'boolean', default: false },
      reason: { type: 'string' },
    },
  });
}

/** Reads one line: from the terminal with the typing hidden, or from standard input when it is piped. */
export async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = readline.createInterface({ input: process.stdin });
    for await (const line of lines) {
      lines.close();
      return line;
    }
    throw new CliError('No password on standard input.');
  }
  process.stdout.write(prompt);
  const lines = readline.createInterface({ input: process.stdin, output: undefined, terminal: true });
  return new Promise((resolve) => {
    lines.question('', (answer) => {
      lines.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}
