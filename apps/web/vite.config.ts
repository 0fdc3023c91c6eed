import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Where `vite` dev forwards API calls: the server of `npm start` (apps/server). */
const API_TARGET = 'http://127.0.0.1:3000';

/**
 * Server prefixes. `/community` and `/mam` are also page routes of the site (spec 2: /community/...),
 * so only their API halves are forwarded, never the bare prefix.
 */
const PROXIED = [
  '/community/front',
  '/community/api',
  '/community/visitor',
  '/cms/front',
  '/mam/visitor',
  '/mam/main',
  // The EA bridge: the download of the EA (its exchange comes from the terminal, not the page).
  '/bridge',
  // The platform operator's console (issue 15); /operator itself is its page.
  '/operator/front',
  '/operator/api',
  '/uploads',
  '/static',
  '/docs',
];

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(PROXIED.map((prefix) => [prefix, { target: API_TARGET }])),
      '/ws': { target: API_TARGET, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Route chunks are split by the lazy routes. The first chunk only asks for the site config (it needs
    // React's tiny core for its stores, not React DOM); React DOM is its own long-cached chunk.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 30 },
          ],
        },
      },
    },
  },
});
