/**
 * The statement's profit-and-loss rows over some IST days (POST user/userStatement with
 * statementFor 'profitLoss', every page): what the daily loss limit and the reality check's
 * net result are computed from. Silent: a failure leaves betting open and the figures unknown.
 */
import { type StatementRow, userStatement } from '@esk/contracts/http/user-reports';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';

const PAGE_SIZE = 500;
/** A day of an active player is a few hundred rows; more pages than this is not a day. */
const MAX_PAGES = 20;
/** Read again this often while the app is open (and after every change of the balance). */
export const PROFIT_LOSS_REFRESH_MS = 60_000;

export interface ProfitLossQuery {
  userId: string;
  fromDate: string;
  toDate: string;
}

export async function getProfitLossRows(
  query: ProfitLossQuery,
  signal?: AbortSignal,
): Promise<StatementRow[]> {
  const rows: StatementRow[] = [];
  for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
    const { data } = await callApi(
      userStatement,
      { ...query, pageNo, size: PAGE_SIZE, statementFor: 'profitLoss' },
      { signal },
    );
    rows.push(...data.statementData);
    if (!data.paged || data.statementData.length < PAGE_SIZE || rows.length >= data.totalCount) break;
  }
  return rows;
}

export const getProfitLossRowsQueryOptions = (query: ProfitLossQuery) =>
  queryOptions({
    queryKey: [...callKey(userStatement, query), 'profitLossRows'],
    queryFn: ({ signal }) => getProfitLossRows(query, signal),
    refetchInterval: PROFIT_LOSS_REFRESH_MS,
    meta: { silent: true },
  });

export const useProfitLossRows = (query: ProfitLossQuery) => useQuery(getProfitLossRowsQueryOptions(query));
