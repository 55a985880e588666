import { setPassword } from '../modules/users/set-password.js';
import { CliError, readSecret, runCli } from './cli.js';

/** `npm run user:set-password EMAIL`: recovers an account; its tokens end. */
runCli(async ({ database, args }) => {
  const email = args.positionals[0] ?? args.values.email;
  if (!email) throw new CliError('Usage: npm run user:set-password EMAIL');
  const password = await readSecret(`New password for ${email}: `);
  await setPassword(database.db, { email, password });
  console.log(`Password of ${email} set; every session of that user has ended.`);
});
