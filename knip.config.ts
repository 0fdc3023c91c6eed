import type { KnipConfig } from 'knip';

/**
 * Unused files, dependencies and exports (`npm run knip`, run by CI). Entry points are the programs (web
 * index.html, scripts, benches, the screenshot tool) and the tests; knip finds the server's src/main.ts
 * in its `start` script, and its vitest, vite and drizzle plugins add their config files.
 */
const config: KnipConfig = {
  // An export used in its own file is the endpoint-file pattern (fetcher + query options + hook), not dead code.
  ignoreExportsUsedInFile: true,
  workspaces: {
    '.': {
      entry: [
        'scripts/*.mjs',
        'bench/*.ts',
        'e2e/screenshots.ts',
        'e2e/journeys/**/*.test.ts',
        'tooling/**/*.test.ts',
      ],
      project: ['scripts/**', 'bench/**', 'e2e/**', 'tooling/**', '*.{js,ts}'],
    },
    'apps/server': {
      entry: ['test/**/*.ts'],
      project: ['src/**', 'test/**', '*.ts'],
      // Loaded by name as pino's transport target (app.ts), never imported.
      ignoreDependencies: ['pino-pretty'],
    },
    'apps/web': {
      entry: ['index.html'],
      project: ['src/**', '*.ts'],
    },
    'packages/*': {
      project: ['src/**', '*.ts'],
    },
  },
};

export default config;
