import { describe, expect, it, vi } from 'vitest';
import { loginBody } from '@/testing/fixtures';
import { useDomainSettingStore } from './domain-setting-store';
import { DEFAULT_PREFERENCES, usePreferencesStore } from './preferences-store';
import { followOtherTabs, RESTORED_KEYS, restoreStoresOnStart } from './restore-on-start';
import { useSessionStore } from './session-store';
import { useWalletStore } from './wallet-store';

const store = (key: string, value: unknown) => localStorage.setItem(key, JSON.stringify(value));

describe('start-up restore', () => {
  it('restores the session, wallet and preferences a reload finds in storage', async () => {
    const body = loginBody({ username: 'C1234' });
    store('user_id', body);
    store('client-wallet-balance', 1500);
    store('client-wallet-exposure', 200);
    store('betChipsData', { '100': 100 });
    store('rateReffrenec', 0.02);
    localStorage.setItem('matchBetPlaceModal', 'true');
    store('soundOn', false);
    await restoreStoresOnStart();
    expect(useSessionStore.getState().session).toEqual({ token: body.token, user: body.data });
    expect(useWalletStore.getState()).toMatchObject({ coins: 1500, exposure: 200 });
    expect(usePreferencesStore.getState()).toMatchObject({
      betChips: { '100': 100 },
      rateReference: 0.02,
      betModal: true,
      soundOn: false,
    });
  });

  it('ignores a stored value its contract refuses, keeping the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store('user_id', { token: 42, data: 'not a user' });
    store('rateReffrenec', 'lots');
    store('domainSettingByDomainName', 'not a setting');
    await restoreStoresOnStart();
    expect(useSessionStore.getState().session).toBeNull();
    expect(usePreferencesStore.getState().rateReference).toBe(DEFAULT_PREFERENCES.rateReference);
    expect(useDomainSettingStore.getState().setting).toBeNull();
    expect(warn).toHaveBeenCalledWith('[storage] ignoring invalid "user_id"');
  });

  it('lists every key a store restores (a key left out would be lost on a reload without a session)', () => {
    expect([...RESTORED_KEYS].sort()).toEqual(
      [
        'user_id',
        'client-wallet-balance',
        'client-wallet-exposure',
        'betChipsData',
        'rateReffrenec',
        'matchBetPlaceModal',
        'soundOn',
        'domainSettingByDomainName',
      ].sort(),
    );
  });

  it('leaves every store at its default when storage is empty', async () => {
    await restoreStoresOnStart();
    expect(useSessionStore.getState().session).toBeNull();
    expect(useWalletStore.getState()).toMatchObject({ coins: 0, exposure: 0 });
    expect(usePreferencesStore.getState()).toMatchObject(DEFAULT_PREFERENCES);
  });
});

describe('another tab', () => {
  it('signs this tab out when it logs out, and takes in the session it signs in with', async () => {
    const stop = followOtherTabs();
    try {
      const body = loginBody({ username: 'C1234' });
      store('user_id', body);
      window.dispatchEvent(new StorageEvent('storage', { key: 'user_id' }));
      await vi.waitFor(() =>
        expect(useSessionStore.getState().session).toEqual({ token: body.token, user: body.data }),
      );
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
      expect(useSessionStore.getState().session).toBeNull();
    } finally {
      stop();
    }
  });

  it("ignores another key's change", () => {
    const stop = followOtherTabs();
    try {
      const body = loginBody({ username: 'C1234' });
      useSessionStore.setState({ session: { token: body.token, user: body.data } });
      window.dispatchEvent(new StorageEvent('storage', { key: 'soundOn' }));
      expect(useSessionStore.getState().session).not.toBeNull();
    } finally {
      stop();
    }
  });
});
