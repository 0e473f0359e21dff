/**
 * What the stores restore from local storage, each value checked by its contract (an
 * invalid one is ignored and the store keeps its default). Its own chunk, loaded with zod
 * and the contracts only when storage holds one of RESTORED_KEYS (restoreStoresOnStart):
 * a first visit to /signin needs none of it.
 */
import { num } from '@esk/contracts';
import { betChipsSchema, login } from '@esk/contracts/http/user';
import { domainSettingSchema } from '@esk/contracts/http/website';
import { z } from 'zod';
import { readJson, storageKeys } from '@/lib/storage';
import { useDomainSettingStore } from './domain-setting-store';
import { DEFAULT_PREFERENCES, usePreferencesStore } from './preferences-store';
import { useSessionStore } from './session-store';
import { useWalletStore } from './wallet-store';

const storedFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true');

export function restoreSession(): void {
  const body = readJson(storageKeys.session, login.response);
  useSessionStore.setState({ session: body ? { token: body.token, user: body.data } : null });
}

/** Every store's stored values (the session, the wallet, the preferences, the domain settings). */
export function restoreStores(): void {
  restoreSession();
  useWalletStore.setState({
    coins: readJson(storageKeys.walletBalance, num()) ?? 0,
    exposure: readJson(storageKeys.walletExposure, num()) ?? 0,
  });
  usePreferencesStore.setState({
    betChips: readJson(storageKeys.betChips, betChipsSchema) ?? DEFAULT_PREFERENCES.betChips,
    rateReference: readJson(storageKeys.rateReference, num()) ?? DEFAULT_PREFERENCES.rateReference,
    betModal: readJson(storageKeys.betModal, storedFlag) ?? DEFAULT_PREFERENCES.betModal,
    soundOn: readJson(storageKeys.soundOn, storedFlag) ?? DEFAULT_PREFERENCES.soundOn,
  });
  useDomainSettingStore.setState({
    setting: readJson(storageKeys.domainSetting, domainSettingSchema) ?? null,
  });
}
