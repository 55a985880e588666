import { createSuperAdmin } from '../modules/users/create-super-admin.js';
import { CliError, readSecret, runCli } from './cli.js';

/** `npm run user:create-superadmin -- --email E --first-name F [--last-name L]`; the password is asked for. */
runCli(async ({ database, args }) => {
  const { email, 'first-name': firstName, 'last-name': lastName } = args.values;
  if (!email || !firstName) {
    throw new CliError(
      'Usage: npm run user:create-superadmin -- --email you@club.golf --first-name Ann [--last-name Lee]',
    );
  }
  const password = await readSecret('Password (8 to 128 characters): ');
  const id = await createSuperAdmin(database.db, { email, firstName, lastName: lastName ?? '', password });
  console.log(`Super admin ${email} created (user ${id}). Sign in at /auth/log-in.`);
});
