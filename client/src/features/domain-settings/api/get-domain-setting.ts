import { type DomainSetting, domainSettingByDomainName } from '@esk/contracts/http/website';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { DOMAIN_SETTING_REFRESH_MS } from '@/config/constants';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { useDomainSettingStore } from '@/stores/domain-setting-store';

const domainUrl = () => window.location.origin;

/** POST website/domainSettingByDomainName; stored whole under domainSettingByDomainName. */
export async function getDomainSetting(signal?: AbortSignal): Promise<DomainSetting | null> {
  const { data } = await callApi(domainSettingByDomainName, { domainUrl: domainUrl() }, { signal });
  useDomainSettingStore.getState().setSetting(data);
  return data;
}

export const getDomainSettingQueryOptions = () =>
  queryOptions({
    queryKey: callKey(domainSettingByDomainName, { domainUrl: domainUrl() }),
    queryFn: ({ signal }) => getDomainSetting(signal),
    refetchInterval: DOMAIN_SETTING_REFRESH_MS,
    staleTime: DOMAIN_SETTING_REFRESH_MS,
  });

/** Refreshes the notice texts every 5 minutes while mounted. */
export const useDomainSetting = (config: QueryConfig<typeof getDomainSettingQueryOptions> = {}) =>
  useQuery({ ...getDomainSettingQueryOptions(), ...config });
