import os from 'node:os';
import { defineConfig } from 'vitest/config';

/** One project per workspace; `npm test` runs them all, `vitest run --project server` one of them. */
const config = defineConfig({
  test: {
    passWithNoTests: true,
    // Vitest's default is one worker fewer than the cores: on the two-core CI machine that is one file at a
    // time, while a server test spends much of its time waiting on sockets, timers and PostgreSQL.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      'packages/units/vitest.config.ts',
      'packages/theme/vitest.config.ts',
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
