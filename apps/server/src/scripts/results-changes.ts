import { resultChangesFromCommandLine } from '../modules/results/result-changes-from-command-line.js';
import { CliError, runCli } from './cli.js';

/**
 * `npm run results:changes -- --club <id> [--republish --reason "..."]`: lists the club's published results that the
 * rules as the server holds them now would change, line by line; with --republish, publishes each again with the reason.
 */
runCli(async ({ database, config, args }) => {
  const club = Number(args.values.club);
  if (!Number.isInteger(club) || club < 1) {
    throw new CliError('Usage: npm run results:changes -- --club <id> [--republish --reason "why"]');
  }
  const lines = await resultChangesFromCommandLine(database.db, config, {
    club,
    republish: args.values.republish === true,
    reason: args.values.reason,
  });
  console.log(lines.join('\n'));
});
