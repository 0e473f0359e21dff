/** The domain settings (notice texts), stored whole under domainSettingByDomainName. */
import { type DomainSetting, domainSettingSchema } from '@esk/contracts/http/website';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

interface DomainSettingState {
  setting: DomainSetting | null;
  setSetting: (setting: DomainSetting | null) => void;
  reset: () => void;
}

export const useDomainSettingStore = create<DomainSettingState>()((set) => ({
  setting: readJson(storageKeys.domainSetting, domainSettingSchema) ?? null,
  setSetting: (setting) => {
    writeJson(storageKeys.domainSetting, setting);
    set({ setting });
  },
  reset: () => set({ setting: null }),
}));
