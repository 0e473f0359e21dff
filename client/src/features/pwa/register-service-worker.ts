/**
 * Starts the service worker (sw.ts, built by vite-plugin-pwa) when the runtime config allows
 * it (`serviceWorker`, default true), or removes one a config turned off: its registration for
 * this app's scope and its precache. The registration itself is its own chunk, fetched after
 * the first render.
 */
export async function startServiceWorker(enabled: boolean): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const worker = await import('./worker-registration');
  return enabled ? worker.registerWorker() : worker.removeWorker();
}
