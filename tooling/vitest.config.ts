import { defineProject } from 'vitest/config';

/** Tests of the repository's own tooling (the lint configuration), run by `npm test` like the workspaces. */
export default defineProject({
  test: {
    name: 'tooling',
    include: ['**/*.test.ts'],
    environment: 'node',
    // One type-checked ESLint run over planted files loads the web and server programs: slow on 2 cores.
    testTimeout: 240_000,
    hookTimeout: 60_000,
  },
});
