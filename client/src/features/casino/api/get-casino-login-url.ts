import { casinoLoginProvider } from '@esk/contracts/catalog/casino';
import { casinoLoginUrl } from '@esk/contracts/http/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';

/** The casino login payload (001 §7): platform 'mobile', back to the dashboard, 'diamond' for 3031. */
export const casinoLoginRequest = (gameId: string, origin: string = location.origin) => ({
  gameId,
  platformId: 'mobile',
  redirectUrl: `${origin}${paths.main.dashboard.href()}`,
  providerName: casinoLoginProvider(gameId),
});

/** POST user/casinoLoginUrl: the game's address for the embedded casino page (001 §2.4). */
export async function getCasinoLoginUrl(gameId: string, signal?: AbortSignal): Promise<string> {
  const body = await callApi(casinoLoginUrl, casinoLoginRequest(gameId), { signal });
  return body.data.url;
}

export const getCasinoLoginUrlQueryOptions = (gameId: string) =>
  queryOptions({
    queryKey: callKey(casinoLoginUrl, casinoLoginRequest(gameId)),
    queryFn: ({ signal }) => getCasinoLoginUrl(gameId, signal),
    // A login URL is for one opening: ask again every time the page opens.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export const useCasinoLoginUrl = (gameId: string) => useQuery(getCasinoLoginUrlQueryOptions(gameId));
