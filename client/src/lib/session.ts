/**
 * Ending a session (logout, HTTP 401, code 3, a pushed logout): clear local storage,
 * reset every store and the query cache, go to /signin (spec 000 §4).
 */
import { paths } from '@/config/paths';
import { clearStorage } from '@/lib/storage';
import { useBettingLockStore } from '@/stores/betting-lock-store';
import { useDomainSettingStore } from '@/stores/domain-setting-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useSessionStore } from '@/stores/session-store';
import { useWalletStore } from '@/stores/wallet-store';
import { navigate } from './navigation';
import { queryClient } from './query-client';

export function endSession(): void {
  const wasSignedIn = useSessionStore.getState().session !== null;
  clearStorage();
  useSessionStore.getState().reset();
  useWalletStore.getState().reset();
  usePreferencesStore.getState().reset();
  useDomainSettingStore.getState().reset();
  useBettingLockStore.getState().setLock(null);
  if (wasSignedIn) queryClient.clear();
  if (typeof location === 'undefined' || location.pathname !== paths.signin.path) {
    navigate(paths.signin.href(), { replace: true });
  }
}
