import { defineProject } from 'vitest/config';

export default defineProject({
  // The world is simulated tick by tick: a few tests run weeks of it, seconds of CPU that a loaded machine
  // (the whole suite in parallel) can stretch past vitest's default 5 s.
  test: { name: 'mt4-sim', include: ['src/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
});
