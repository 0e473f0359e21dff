/**
 * Start-up: the stores restore what storage holds before the first render. The checks
 * (stores/restore.ts, zod, the contracts) load only when there is something to restore.
 */
import { hasAnyKey, type StorageKey, storageKeys } from '@/lib/storage';
import { useSessionStore } from './session-store';

/** The keys restore.ts reads. */
export const RESTORED_KEYS: readonly StorageKey[] = [
  storageKeys.session,
  storageKeys.walletBalance,
  storageKeys.walletExposure,
  storageKeys.betChips,
  storageKeys.rateReference,
  storageKeys.betModal,
  storageKeys.soundOn,
  storageKeys.domainSetting,
];

export async function restoreStoresOnStart(): Promise<void> {
  if (!hasAnyKey(RESTORED_KEYS)) return;
  try {
    const { restoreStores } = await import('./restore');
    restoreStores();
  } catch (error) {
    // Signed out is the safe state: the reader signs in again.
    console.error('[storage] the stored session could not be restored', error);
  }
}

/**
 * Another tab's sign-in or sign-out reaches this tab: storage cleared (a logout there) signs
 * this tab out, a new session there is restored here. Returns the function that stops it.
 */
export function followOtherTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== storageKeys.session) return;
    if (!hasAnyKey([storageKeys.session])) useSessionStore.setState({ session: null });
    else void import('./restore').then((restore) => restore.restoreSession());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
