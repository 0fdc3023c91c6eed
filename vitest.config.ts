import { defineConfig } from 'vitest/config';

/** One project per workspace; `npm test` runs them all, `vitest run --project server` one of them. */
const config = defineConfig({
  test: {
    passWithNoTests: true,
    projects: [
      'packages/units/vitest.config.ts',
      'packages/contracts/vitest.config.ts',
      'packages/engine/vitest.config.ts',
      'packages/mt4-sim/vitest.config.ts',
      'apps/server/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'tooling/vitest.config.ts',
    ],
  },
});

export default config;
