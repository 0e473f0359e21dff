import { betsList, type PendingCasinoBet } from '@esk/contracts/http/sports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';

/**
 * The rows of 'International Casino Bets' (001 §2.15): the ledger entry's provider rounds of one
 * day, asked as the public clients of the family do, sports/betsList with casinoBet.
 */
const request = (eventId: string, day: string) => ({
  eventId,
  casinoBet: true,
  fromDate: day,
  toDate: day,
  isDeleted: false,
});

/** POST sports/betsList {casinoBet}: data.casinoBetData, newest first as the server sends them. */
export async function getInternationalReportBets(
  eventId: string,
  day: string,
  signal?: AbortSignal,
): Promise<PendingCasinoBet[]> {
  const body = await callApi(betsList, request(eventId, day), { signal });
  return body.data.casinoBetData;
}

export const getInternationalReportBetsQueryOptions = (eventId: string, day: string) =>
  queryOptions({
    queryKey: callKey(betsList, request(eventId, day)),
    queryFn: ({ signal }) => getInternationalReportBets(eventId, day, signal),
  });

export const useInternationalReportBets = (
  eventId: string,
  day: string,
  config: QueryConfig<typeof getInternationalReportBetsQueryOptions> = {},
) => useQuery({ ...getInternationalReportBetsQueryOptions(eventId, day), ...config });
