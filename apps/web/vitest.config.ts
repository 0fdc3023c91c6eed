import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { apiRoutes } from './build/api-routes-plugin';
import { messageChunks } from './build/messages-plugin';
import { statusCodes } from './build/status-codes-plugin';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react(), apiRoutes(), messageChunks(), statusCodes()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    testTimeout: 20000,
  },
});
