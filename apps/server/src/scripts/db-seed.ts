import { demoLoginsText, isEmpty, seedDemo } from '../seed/demo.js';
import { seedMasterData } from '../seed/master-data.js';
import { CliError, runCli } from './cli.js';

/** `npm run db:seed [-- --demo]`: master data into empty tables; with --demo, the demo clubs and logins too. */
runCli(async ({ database, config, args }) => {
  if (!args.values.demo) {
    await seedMasterData(database.db);
    console.log('Master data seeded (only tables that were empty were filled).');
    return;
  }
  if (!(await isEmpty(database.db)))
    throw new CliError('The database already has users: the demo is seeded only into a new one.');
  await seedDemo(database.db, config);
  console.log(demoLoginsText());
});
