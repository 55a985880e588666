import { setPasswordFromCommandLine } from '../modules/users/set-password-from-command-line.js';
import { CliError, readSecret, runCli } from './cli.js';

/** `npm run user:set-password EMAIL`: recovers an account; its tokens and mailed links end. */
runCli(async ({ database, args }) => {
  const email = args.positionals[0] ?? args.values.email;
  if (!email) throw new CliError('Usage: npm run user:set-password EMAIL');
  const password = await readSecret(`New password for ${email}: `);
  await setPasswordFromCommandLine(database.db, { email, password });
  console.log(`Password of ${email} set; every session and mailed link of that user has ended.`);
});
