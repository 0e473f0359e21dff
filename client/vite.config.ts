import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
// With its extension: Vite's native config loader (its future default) resolves no bare TS paths.
import { devServerSettings } from './dev-server-env.ts';
import { pwaOptions } from './pwa.config.ts';

/** The mock exchange (mock-server/): the dev server proxies every API path to it (MOCK_URL or PORT). */
const { mockUrl: MOCK_ORIGIN, port: CLIENT_PORT } = devServerSettings(process.env);

// /games and /pages: the mock's simulated casino provider (its game pages, their API and assets).
const proxied = ['/v1', '/cache', '/result', '/games', '/pages', '/__admin'];

/** This folder, so `vite --config client/vite.config.ts` works from the repo root too. */
const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

export default defineConfig({
  root,
  // The service worker and the manifest (pwa.config.ts); the dev server registers no worker.
  plugins: [react(), VitePWA(pwaOptions)],
  resolve: {
    alias: [
      { find: '@', replacement: `${root}src` },
      // Every 'zod' import (the contracts' too) gets the client's configured zod (jitless).
      { find: /^zod$/, replacement: `${root}src/config/zod.ts` },
    ],
  },
  server: {
    port: CLIENT_PORT,
    strictPort: true,
    // The mock answers CORS for what it serves (the casino provider's API to its sandboxed game
    // pages, Origin: null); Vite's own CORS layer would answer their preflights first, and refuse.
    cors: false,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target: MOCK_ORIGIN, changeOrigin: true }])),
      '/socket.io': { target: MOCK_ORIGIN, ws: true, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: 'dist',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What the first page needs (modules the entry imports statically) loads as two files: the
        // libraries, which rarely change and stay cached across deploys, and the app's own code.
        // Everything behind a lazy route (the shell, each page) is split automatically.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    name: 'client',
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.ts'],
    setupFiles: ['src/testing/setup-tests.ts'],
    restoreMocks: true,
    // jsdom renders are slow on a busy 2-core CI machine; tests assert behaviour, not speed.
    testTimeout: 20_000,
  },
});
