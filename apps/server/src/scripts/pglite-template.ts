import { writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { embeddedSettings, pgliteTemplateFile } from '../db/pglite.js';

// Part of the server's build: an empty embedded database, made once by PGlite's initdb and saved as a tarball, that a
// first start unpacks instead of running initdb itself. initdb holds about 700 MB of WebAssembly heap while it runs,
// which the serving process would otherwise keep for its whole life (decision 0050).
const client = await PGlite.create({ startParams: [...PGlite.defaultStartParams, ...embeddedSettings] });
const tarball = await client.dumpDataDir('gzip');
await client.close();
writeFileSync(pgliteTemplateFile, Buffer.from(await tarball.arrayBuffer()));
