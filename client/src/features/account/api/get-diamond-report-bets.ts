import { diamondBetsList } from '@esk/contracts/http/casino';
import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { settledCasinoBets } from '../logic/casino-report';

/** The rows of 'Diamond Casino Bets': one table's declared, not deleted bets of one day. */
const request = (eventId: string, day: string) => ({
  eventId,
  fromDate: day,
  toDate: day,
  isDeclare: true,
  isDeleted: false,
});

/** POST casino/diamondBetsList for the report (the day is the ledger row's, at +05:30). */
export async function getDiamondReportBets(
  eventId: string,
  day: string,
  signal?: AbortSignal,
): Promise<CasinoBet[]> {
  const body = await callApi(diamondBetsList, request(eventId, day), { signal });
  return settledCasinoBets(body.data.casinoBetData);
}

export const getDiamondReportBetsQueryOptions = (eventId: string, day: string) =>
  queryOptions({
    queryKey: callKey(diamondBetsList, request(eventId, day)),
    queryFn: ({ signal }) => getDiamondReportBets(eventId, day, signal),
  });

export const useDiamondReportBets = (
  eventId: string,
  day: string,
  config: QueryConfig<typeof getDiamondReportBetsQueryOptions> = {},
) => useQuery({ ...getDiamondReportBetsQueryOptions(eventId, day), ...config });
