import { diamondCasinoReportByUser } from '@esk/contracts/http/casino';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { diamondSummary, type SummaryBlocks } from '../logic/casino-report';

export interface CasinoReportQuery {
  eventId: string;
  /** 'YYYY-MM-DD' at +05:30. */
  day: string;
  ledgerType: string;
}

const request = ({ eventId, day, ledgerType }: CasinoReportQuery) => ({
  eventId,
  fromDate: day,
  toDate: day,
  casinoType: ledgerType,
});

/** POST casino/diamondCasinoReportByUser: one summary (three blocks) per element of data. */
export async function getDiamondCasinoReport(
  query: CasinoReportQuery,
  signal?: AbortSignal,
): Promise<SummaryBlocks[]> {
  const body = await callApi(diamondCasinoReportByUser, request(query), { signal });
  return body.data.map(diamondSummary);
}

export const getDiamondCasinoReportQueryOptions = (query: CasinoReportQuery) =>
  queryOptions({
    queryKey: callKey(diamondCasinoReportByUser, request(query)),
    queryFn: ({ signal }) => getDiamondCasinoReport(query, signal),
  });

export const useDiamondCasinoReport = (
  query: CasinoReportQuery,
  config: QueryConfig<typeof getDiamondCasinoReportQueryOptions> = {},
) => useQuery({ ...getDiamondCasinoReportQueryOptions(query), ...config });
