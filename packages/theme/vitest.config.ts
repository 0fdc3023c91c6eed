import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'theme', include: ['src/**/*.test.ts'], environment: 'node' },
});
