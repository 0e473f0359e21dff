import { casinoTransactionReport } from '@esk/contracts/http/reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { internationalSummary, type SummaryBlocks } from '../logic/casino-report';
import type { CasinoReportQuery } from './get-diamond-casino-report';

const request = ({ eventId, day, ledgerType }: CasinoReportQuery) => ({
  eventId,
  fromDate: day,
  toDate: day,
  casinoType: ledgerType,
});

/** POST reports/casinoTransactionReport: the International report's summary blocks. */
export async function getCasinoTransactionReport(
  query: CasinoReportQuery,
  signal?: AbortSignal,
): Promise<SummaryBlocks[]> {
  const body = await callApi(casinoTransactionReport, request(query), { signal });
  return body.data.map(internationalSummary);
}

export const getCasinoTransactionReportQueryOptions = (query: CasinoReportQuery) =>
  queryOptions({
    queryKey: callKey(casinoTransactionReport, request(query)),
    queryFn: ({ signal }) => getCasinoTransactionReport(query, signal),
  });

export const useCasinoTransactionReport = (
  query: CasinoReportQuery,
  config: QueryConfig<typeof getCasinoTransactionReportQueryOptions> = {},
) => useQuery({ ...getCasinoTransactionReportQueryOptions(query), ...config });
