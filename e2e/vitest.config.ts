import { defineConfig } from 'vitest/config';

/** Browser journeys: one real server (fresh data folder, demo seed) and headless Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['./setup.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // A fresh demo server imports and folds 90 days of history in its first minute: pages may answer slowly.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
