import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'units', include: ['src/**/*.test.ts'], environment: 'node' },
});
