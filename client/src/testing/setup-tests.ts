import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { useDomainSettingStore } from '@/stores/domain-setting-store';
import { useNotificationsStore } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useSessionStore } from '@/stores/session-store';
import { useWalletStore } from '@/stores/wallet-store';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().reset();
  useWalletStore.getState().reset();
  usePreferencesStore.getState().reset();
  useDomainSettingStore.getState().reset();
  useNotificationsStore.setState({ toasts: [] });
});
