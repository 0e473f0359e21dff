/**
 * The service worker's registration and its updates, written against the browser's API (about
 * 0.6 KB gzipped) rather than with workbox-window and vite-plugin-pwa's register module (2.9 KB):
 * /signin's first load has 130 KB of JS to spend and was at 127 KB already.
 *
 * Never a silent reload: a new version installs and waits; the update prompt shows, and only its
 * Reload tells the waiting worker to take over (SKIP_WAITING, sw.ts), then the page reloads. When
 * another tab took the update (the new worker now controls this page too) this page does not
 * reload under its reader either: the prompt says a reload finishes the update.
 */
import { usePwaStore } from './pwa-store';

/** How often an open app asks the server for a new version. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

const base = () => import.meta.env.BASE_URL;

export async function registerWorker(): Promise<void> {
  const container = navigator.serviceWorker;
  // The first worker is no update: nothing to ask while the page has none.
  const updating = container.controller !== null;
  let accepted = false;
  const registration = await container.register(`${base()}sw.js`, { scope: base() });

  const promptIfWaiting = () => {
    if (registration.waiting && container.controller) usePwaStore.setState({ updateReady: true });
  };
  promptIfWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') promptIfWaiting();
    });
  });
  container.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
    else if (updating)
      usePwaStore.setState({ updateReady: true, applyUpdate: async () => location.reload() });
  });
  usePwaStore.setState({
    applyUpdate: async () => {
      accepted = true;
      if (registration.waiting) registration.waiting.postMessage({ type: 'SKIP_WAITING' });
      else location.reload();
    },
  });
  setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
}

/** The runtime config turned the worker off: unregister this app's worker and drop its precache. */
export async function removeWorker(): Promise<void> {
  const scope = new URL(base(), location.href).href;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(
    registrations.filter((entry) => entry.scope === scope).map((entry) => entry.unregister()),
  );
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith('workbox-precache') && name.includes(scope))
      .map((name) => caches.delete(name)),
  );
}
