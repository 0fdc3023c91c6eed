import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|html|txt|map)$/;
/** The server compresses nothing under 1 kB either (app.ts). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli at its best quality) and `<file>.gz` beside every built text asset, once at
 * build time. The server sends them as they are (@fastify/static `preCompressed`), so a cold visit costs the
 * server no compression and the browser gets smaller scripts than the per-request brotli (quality 5) gave.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'copytrade:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const assets = path.join(outDir, 'assets');
      // A failed build wrote nothing (its hook still runs): let the build's own error be the one shown.
      if (!existsSync(assets)) return;
      const names = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assets, name);
          const body = await readFile(file);
          if (body.length < MIN_BYTES) return;
          const [br, gzipped] = await Promise.all([
            brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            }),
            gz(body, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}
