import { useDomainSettingStore } from '@/stores/domain-setting-store';

/**
 * The domain's global offset (002 §2: the single digit "shows 9.5 minus the global offset"), read
 * from the stored domain settings as the matka pages do (002 §3); 0 when the server sends none.
 * Pages show matkaDisplayRate(gameType, offset).
 */
export const useGlobalOffset = (): number => useDomainSettingStore((s) => s.setting?.globalOffset ?? 0);
