/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /sw.js, Workbox modules
 * bundled by Vite): the app shell and the build's static files from the precache, SPA
 * navigations answered with the precached index.html. Nothing else is routed: API answers,
 * sockets, the casino cache, the mock's pages and config.json pass through to the network
 * untouched, so nothing with money in it is ever cached. A new worker waits until the page
 * says the reader took the update (SKIP_WAITING, features/pwa/register-service-worker.ts).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_THE_APP } from './not-the-app';

interface WorkerScope {
  __WB_MANIFEST: { url: string; revision: string | null }[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
}
// The worker's global (the client's TypeScript program has the DOM's types, not a worker's).
declare const self: WorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [NOT_THE_APP] }));

self.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
