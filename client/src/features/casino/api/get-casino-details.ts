import { getDiamondCasinoByEventId } from '@esk/contracts/http/casino';
import type { CasinoDetails } from '@esk/contracts/http/casino-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';

/**
 * designed: the details are read again every 15 s, so a table the upline closes (betStatus),
 * re-prices (oddsDifference) or moves to the cache feed changes on an open page.
 */
export const CASINO_DETAILS_REFRESH_MS = 15_000;

/** POST casino/getDiamondCasinoByEventId: one live table (feed, video, status, limits, oddsDifference). */
export const getCasinoDetails = (eventId: string, signal?: AbortSignal): Promise<CasinoDetails> =>
  callApi(getDiamondCasinoByEventId, { eventId }, { signal }).then((body) => body.data);

export const getCasinoDetailsQueryOptions = (eventId: string) =>
  queryOptions({
    queryKey: callKey(getDiamondCasinoByEventId, { eventId }),
    queryFn: ({ signal }) => getCasinoDetails(eventId, signal),
    refetchInterval: CASINO_DETAILS_REFRESH_MS,
    meta: { silent: true },
  });

export const useCasinoDetails = (eventId: string) => useQuery(getCasinoDetailsQueryOptions(eventId));
