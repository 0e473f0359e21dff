import { allCasinoResult } from '@esk/contracts/http/casino-feed';
import type { CasinoResult } from '@esk/contracts/http/casino-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getConfig } from '@/config/env';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';

/**
 * GET allCasinoResult?roundId= (001 §2.14, §7): the round's result detail, data.data[0], or
 * undefined when the service has none. On the external odds service when one is configured.
 */
export async function getRoundResult(
  roundId: string,
  signal?: AbortSignal,
): Promise<CasinoResult | undefined> {
  const origin = getConfig().casinoResultUrl;
  const body = await callApi(
    allCasinoResult,
    { roundId },
    { signal, ...(origin ? { url: `${origin}${allCasinoResult.path}` } : {}) },
  );
  return body.data.data[0];
}

export const getRoundResultQueryOptions = (roundId: string) =>
  queryOptions({
    queryKey: callKey(allCasinoResult, { roundId }),
    queryFn: ({ signal }) => getRoundResult(roundId, signal),
    // A declared round's result never changes.
    staleTime: Number.POSITIVE_INFINITY,
    // Failures are only logged (001 §8): the popup says the result is not available.
    meta: { silent: true },
    retry: 1,
  });

export const useRoundResult = (roundId: string) => useQuery(getRoundResultQueryOptions(roundId));
