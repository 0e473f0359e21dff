import { lazy, Suspense } from 'react';
import { usePwaStore } from '../pwa-store';
import { useConnection } from './use-connection';

// Drawn only when needed, so /signin's first load does not carry them; the service worker has
// them precached for when the network is gone.
const OfflineScreen = lazy(() => import('./offline-screen').then((m) => ({ default: m.OfflineScreen })));
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

/** The installable app's screens over the app: 'No connection' while offline, 'Update available'. */
export function PwaOverlays() {
  const { connection, retry } = useConnection();
  const update = usePwaStore((s) => s.updateReady && !s.dismissed);
  return (
    <Suspense fallback={null}>
      {update && <UpdatePrompt />}
      {connection !== 'online' && <OfflineScreen connection={connection} retry={retry} />}
    </Suspense>
  );
}
