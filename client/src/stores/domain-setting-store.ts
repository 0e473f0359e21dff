/**
 * The domain settings (notice texts), stored whole under domainSettingByDomainName
 * (restored at start-up by stores/restore.ts).
 */
import type { DomainSetting } from '@esk/contracts/http/website';
import { create } from 'zustand';
import { storageKeys, writeJson } from '@/lib/storage';

interface DomainSettingState {
  setting: DomainSetting | null;
  setSetting: (setting: DomainSetting | null) => void;
  reset: () => void;
}

export const useDomainSettingStore = create<DomainSettingState>()((set) => ({
  setting: null,
  setSetting: (setting) => {
    writeJson(storageKeys.domainSetting, setting);
    set({ setting });
  },
  reset: () => set({ setting: null }),
}));
