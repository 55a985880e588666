import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files the server may answer compressed; images (the favicon too) and fonts other than SVG are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt)$/;

/** Below this a compressed answer saves less than its headers cost. */
const smallestWorthCompressing = 1024;

/**
 * Writes `FILE.br` and `FILE.gz` beside every compressible file of the build, at the highest levels (done once, at
 * build time, where the server could only afford quick levels per request). The server answers them by Accept-Encoding.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'fairway-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = fs
        .readdirSync(outDir, { recursive: true, encoding: 'utf8' })
        .map((name) => path.join(outDir, name))
        .filter((file) => compressible.test(file) && fs.statSync(file).size >= smallestWorthCompressing);
      await Promise.all(
        files.map(async (file) => {
          const content = fs.readFileSync(file);
          const [brotliContent, gzipContent] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          fs.writeFileSync(`${file}.br`, brotliContent);
          fs.writeFileSync(`${file}.gz`, gzipContent);
        }),
      );
    },
  };
}
