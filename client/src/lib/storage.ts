/**
 * localStorage keys the real clients use (spec 000 §3, 001 §3, 002 §3), with JSON helpers
 * that never throw: a missing, unparsable or invalid value reads as undefined.
 */
import type { z } from 'zod';

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
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Session-scoped: the last page of the app, for the root redirect. */
export const ENTRY_PATH_KEY = 'entryPath';

const store = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function readJson<T extends z.ZodType>(key: StorageKey, schema: T): z.output<T> | undefined {
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

/** Logout: the real clients clear all of local storage. */
export function clearStorage(): void {
  store()?.clear();
  if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(ENTRY_PATH_KEY);
}
