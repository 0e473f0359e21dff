/**
 * Start-up: the stores restore what storage holds before the first render. The checks
 * (stores/restore.ts, zod, the contracts) load only when there is something to restore.
 */
import { hasAnyKey, type StorageKey, storageKeys } from '@/lib/storage';

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
