/**
 * localStorage keys the real clients use (spec 000 §3, 001 §3, 002 §3), with JSON helpers
 * that never throw: a missing, unparsable or invalid value reads as undefined.
 */
export const storageKeys = {
  /** The whole login body: {token, data: user record}. */
  session: 'user_id',
  rateReference: 'rateReffrenec',
  betModal: 'matchBetPlaceModal',
  betChips: 'betChipsData',
  domainSetting: 'domainSettingByDomainName',
  soundOn: 'soundOn',
  matchList: 'matchList',
  walletBalance: 'client-wallet-balance',
  walletExposure: 'client-wallet-exposure',
  /** Not a spec key: the chosen UI language. */
  language: 'language',
  /**
   * Designed: each user's player protection settings on this device (reality check, daily loss
   * limit). Kept through logout, unlike every other key: a limit must outlive the session it was
   * set in (features/protection).
   */
  playerProtection: 'playerProtection',
  /** Designed: when this session started and its last reality check (cleared at logout). */
  protectionSession: 'protectionSession',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Session-scoped: the last page of the app, for the root redirect. */
export const ENTRY_PATH_KEY = 'entryPath';

const store = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** What checks a stored value: a zod schema, or a hand-written check where zod is not loaded yet. */
export interface StoredValueSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function readJson<T>(key: StorageKey, schema: StoredValueSchema<T>): T | undefined {
  const raw = store()?.getItem(key);
  if (raw === null || raw === undefined) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    console.warn(`[storage] ignoring invalid "${key}"`);
  } catch {
    console.warn(`[storage] ignoring unparsable "${key}"`);
  }
  return undefined;
}

export function writeJson(key: StorageKey, value: unknown): void {
  try {
    if (value === undefined) store()?.removeItem(key);
    else store()?.setItem(key, JSON.stringify(value));
  } catch (error) {
    console.warn(`[storage] could not write "${key}"`, error);
  }
}

export function removeKey(key: StorageKey): void {
  store()?.removeItem(key);
}

/** Whether any of `keys` holds a value (start-up restores the stores only then). */
export const hasAnyKey = (keys: readonly StorageKey[]): boolean =>
  keys.some((key) => (store()?.getItem(key) ?? null) !== null);

/** Logout: the real clients clear all of local storage; the player protection settings stay. */
export function clearStorage(): void {
  const kept = store()?.getItem(storageKeys.playerProtection);
  store()?.clear();
  if (kept !== null && kept !== undefined) store()?.setItem(storageKeys.playerProtection, kept);
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(ENTRY_PATH_KEY);
}
