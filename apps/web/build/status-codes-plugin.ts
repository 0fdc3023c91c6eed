import { fileURLToPath, URL } from 'node:url';
import type * as StatusCodesModule from '@copytrade/contracts/status-codes';
import { runnerImport, type Plugin } from 'vite';

const SOURCE = '@copytrade/contracts/status-codes';
const RESOLVED = '\0virtual:status-codes';
const FILE = fileURLToPath(new URL('../../../packages/contracts/src/status-codes.ts', import.meta.url));

/**
 * `@copytrade/contracts/status-codes` in the browser: the codes by name (`STATUS`) and the soft statuses,
 * as plain data read at build time. The module itself builds them from the table of every status with its
 * text in three languages, which the browser never shows (the server sends the text with the status):
 * imported by the API client, it put that table in the first chunk of every page. A module that asks for
 * anything else from it fails the build.
 */
export function statusCodes(): Plugin {
  return {
    name: 'copytrade:status-codes',
    enforce: 'pre',
    resolveId: (source) => (source === SOURCE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const { module, dependencies } = await runnerImport<typeof StatusCodesModule>(FILE, {
        configFile: false,
      });
      this.addWatchFile(FILE);
      for (const file of dependencies) this.addWatchFile(file);
      return [
        `export const STATUS = ${JSON.stringify(module.STATUS)};`,
        `export const SOFT_STATUSES = ${JSON.stringify(module.SOFT_STATUSES)};`,
      ].join('\n');
    },
  };
}
