import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { apiRoutes } from './build/api-routes-plugin';
import { messageChunks } from './build/messages-plugin';
import { statusCodes } from './build/status-codes-plugin';
import { precompress } from './build/precompress-plugin';
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

/** The code-splitting groups whose files keep their name (`codeSplitting.groups` below). */
const NAMED_CHUNKS: ReadonlySet<string> = new Set(['react-dom', 'react', 'zod', 'decimal']);

export default defineConfig({
  plugins: [react(), apiRoutes(), messageChunks(), statusCodes(), precompress()],
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
        // A chunk's file name is its hash alone, but for the named groups below (react-dom, react, zod,
        // decimal). A chunk inlined into others (below) is registered in each by its file name, and Vite's
        // preload lists name every file: with the modules' names in them (`useTranslation-zpuDjhTJ`) they
        // took 1.5 kB more of the home page's scripts (docs/performance.md, 2026-12-01).
        chunkFileNames: (chunk) =>
          NAMED_CHUNKS.has(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js',
        codeSplitting: {
          // A shared chunk under 16 kB of source (an icon, a hook, one of Ant Design's small components) is
          // copied into the chunks that use it instead of being a file of its own. Over HTTP/1.1's six
          // connections each file waits its turn: the profile fetched 76 files and now 43, its first chart
          // drew about 300 ms sooner, and the pages transfer less (one header and compression context per
          // file). The price is repetition across the whole app (19 % more bytes in all); 48 kB would
          // repeat 80 % more for 10 kB less on a page (docs/performance.md, 2026-11-30).
          experimentalInlineCommonChunks: { maxSize: 16384 },
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 20 },
            { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 30 },
            // The schema libraries stay out of the shared contracts chunk the first chunk reads its status
            // table from; only the pages with forms (and the money maths) fetch them.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 10 },
            { name: 'decimal', test: /node_modules[\\/]decimal\.js[\\/]/, priority: 10 },
          ],
        },
      },
    },
  },
});
