/**
 * The installable client (vite-plugin-pwa 2, Workbox): the web app manifest, and the service
 * worker src/features/pwa/sw.ts built with the list of files to precache (injectManifest:
 * Vite bundles the worker; generateSW's Rollup + Babel + Terser pass cost about 6 s of CPU a
 * build, on every e2e run).
 *
 * - Precached: the whole build's JS/CSS/fonts/icons, not only the first chunks: a tab that keeps
 *   the old version open keeps loading the old version's lazy chunks after a deploy, until its
 *   reader takes the update ('prompt': the new worker waits; features/pwa asks).
 * - Nothing else is cached: no runtime caching (sw.ts routes nothing but the precache and SPA
 *   navigations), so API answers and anything with money in it always come from the network.
 * - config.json is left out on purpose: the runtime configuration is read from the network on
 *   every start (it can turn the worker off: `serviceWorker: false`).
 * - Scope, start_url and the worker's URL follow Vite's `base`, so a client served under a path
 *   registers its worker for that path only.
 */
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** The app's name ('app.name' in i18n/en.ts) and its navy (index.html's theme-color). */
export const APP_NAME = 'Exchange';
export const THEME_COLOUR = '#0b2545';

export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // features/pwa registers it after the first render, when the runtime config allows.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    name: APP_NAME,
    short_name: APP_NAME,
    description: 'Cricket, live casino, matka and aviator on the exchange',
    lang: 'en',
    display: 'standalone',
    theme_color: THEME_COLOUR,
    background_color: THEME_COLOUR,
    icons: [
      { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: 'icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  },
  strategies: 'injectManifest',
  srcDir: 'src/features/pwa',
  filename: 'sw.ts',
  injectManifest: {
    globPatterns: ['**/*.{js,css,html,woff2,svg,png}'],
    globIgnores: ['**/*.map', 'sw.js', 'control.html', 'control-assets/**', 'free-game/**', 'config.json'],
    // The worker is small: its source map would be precached for nothing.
    sourcemap: false,
  },
};
