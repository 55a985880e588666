import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const dist = '../../node_modules/@electric-sql/pglite/dist/';
let t = Date.now();
const pgliteWasmModule = await WebAssembly.compile(fs.readFileSync(dist + 'pglite.wasm'));
const fsBundle = new Blob([fs.readFileSync(dist + 'pglite.data')]);
console.log('compile', Date.now() - t);
for (const pre of [false,true,false,true,false,true,false,true,false,true,false,true,false,true,false,true]) {
  fs.rmSync('/dev/shm/pgcopy', { recursive: true, force: true });
  t = Date.now();
  fs.cpSync('/tmp/pgtime/seed', '/dev/shm/pgcopy', { recursive: true });
  const t1 = Date.now();
  const c = await PGlite.create({ dataDir: '/dev/shm/pgcopy', extensions: { pg_trgm }, ...(pre ? { pgliteWasmModule, fsBundle } : {}) });
  await c.query('select count(*) from members');
  const t2 = Date.now();
  await c.close();
  console.log(pre ? 'precompiled' : 'plain', 'copy', t1 - t, 'open', t2 - t1);
}
