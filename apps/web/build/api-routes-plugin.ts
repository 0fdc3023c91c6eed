import { fileURLToPath, URL } from 'node:url';
import type * as ApiPathsModule from '@copytrade/contracts/api-paths';
import type * as OperatorModule from '@copytrade/contracts/operator';
import { runnerImport, type Plugin } from 'vite';

const ID = 'virtual:api-routes';
const RESOLVED = `\0${ID}`;
const API_PATHS = fileURLToPath(new URL('../../../packages/contracts/src/api-paths.ts', import.meta.url));
const OPERATOR = fileURLToPath(new URL('../../../packages/contracts/src/operator.ts', import.meta.url));

/**
 * `virtual:api-routes`: the method and path of every call of the API table (and whether it is the
 * operator's), and the spinner calls, as plain data. The table itself holds every call's zod schemas and
 * OpenAPI texts: imported by the first chunk, it put 145 kB of minified code and zod before anything could
 * render. The browser only needs where to send a call, so the table is read here, at build time (and again
 * in `vite` dev when a contract changes); its types stay with `import type` (lib/api-client.ts).
 */
export function apiRoutes(): Plugin {
  return {
    name: 'copytrade:api-routes',
    resolveId: (source) => (source === ID ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      this.addWatchFile(API_PATHS);
      const [{ module, dependencies }, operator] = await Promise.all([
        runnerImport<typeof ApiPathsModule>(API_PATHS, { configFile: false }),
        runnerImport<typeof OperatorModule>(OPERATOR, { configFile: false }),
      ]);
      for (const file of dependencies) this.addWatchFile(file);
      const routes = Object.fromEntries(
        Object.entries(module.API).map(([name, def]) => [
          name,
          // `operator`: the call carries the operator's token, not a site user's (contracts/operator.ts).
          { method: def.method, path: def.path, operator: operator.module.isOperatorPath(def.path) },
        ]),
      );
      return [
        `export const API_ROUTES = ${JSON.stringify(routes)};`,
        `export const SPINNER_CALLS = ${JSON.stringify(module.SPINNER_CALLS)};`,
      ].join('\n');
    },
  };
}
