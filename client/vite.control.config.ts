/**
 * The control room's own build (control.html → dist/control.html and dist/control-assets/):
 * a separate Vite build, so nothing of it can land in a player chunk and the player build is
 * exactly what it was. The mock serves it at /__control. It runs after the player build
 * (which empties dist/) and keeps what that wrote.
 */
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config.ts';

const root = decodeURIComponent(new URL('.', import.meta.url).pathname);

/** The player's service worker and manifest are the player's: the control room gets neither. */
const notPwa = (plugin: unknown) =>
  !(
    typeof plugin === 'object' &&
    plugin !== null &&
    'name' in plugin &&
    String(plugin.name).startsWith('vite-plugin-pwa')
  );

export default mergeConfig(
  { ...base, plugins: (base.plugins ?? []).flat().filter(notPwa), build: {}, test: undefined },
  defineConfig({
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      assetsDir: 'control-assets',
      sourcemap: true,
      rolldownOptions: { input: { control: `${root}control.html` } },
    },
  }),
);
