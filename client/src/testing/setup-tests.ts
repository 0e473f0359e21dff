import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { appTexts } from '@/app/texts';
import { resetConfigForTests } from '@/config/env';
import { configureTexts } from '@/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { useBettingLockStore } from '@/stores/betting-lock-store';
import { useDomainSettingStore } from '@/stores/domain-setting-store';
import { useNotificationsStore } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useSessionStore } from '@/stores/session-store';
import { useWalletStore } from '@/stores/wallet-store';

// The app's texts, as main.tsx hands them over before the first render.
configureTexts(appTexts);

// Test files share one module graph per worker (isolate: false, vitest.config.ts): whatever a test
// changes in a module-level singleton is put back here.
afterEach(() => {
  cleanup();
  resetConfigForTests();
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().reset();
  useWalletStore.getState().reset();
  usePreferencesStore.getState().reset();
  useDomainSettingStore.getState().reset();
  useBettingLockStore.getState().setLock(null);
  useNotificationsStore.setState({ toasts: [] });
});
