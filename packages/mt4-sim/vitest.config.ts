import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'mt4-sim', include: ['src/**/*.test.ts'], environment: 'node' },
});
