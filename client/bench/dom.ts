/// <reference types="node" />
/**
 * jsdom as the global DOM for the render parts, set up when this module loads: import it before
 * react-dom (which checks for a DOM as it loads). React runs in development mode there, where
 * act() works.
 */
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { createServer, type ViteDevServer } from 'vite';

export const dom = new JSDOM('<!doctype html><html><body></body></html>', {
  url: 'http://localhost/',
  pretendToBeVisual: true,
});
const globals = globalThis as unknown as Record<string, unknown>;
const windowProps = dom.window as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in globals)) globals[key] = windowProps[key];
}
globals.window = dom.window;
globals.document = dom.window.document;
globals.IS_REACT_ACT_ENVIRONMENT = true;

export const clientRoot = fileURLToPath(new URL('..', import.meta.url));

/** A Vite server in middleware mode that loads the client's modules (ssrLoadModule) with its config. */
export const moduleLoader = (): Promise<ViteDevServer> =>
  createServer({
    configFile: `${clientRoot}vite.config.ts`,
    logLevel: 'warn',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
