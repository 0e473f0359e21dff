import type { WireRequestOf } from '@esk/contracts';
import { type Statement, userStatement } from '@esk/contracts/http/user-reports';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import type { QueryConfig } from '@/lib/query-client';
import { STATEMENT_PAGE_SIZE } from '../logic/running-balance';

export type StatementRequest = WireRequestOf<typeof userStatement>;

export interface StatementQuery {
  userId: string;
  pageNo: number;
  fromDate: string;
  toDate: string;
  /** Tab P&L asks for profitLoss, tab Account for ACCOUNT_STATEMENT, All for neither. */
  statementFor?: 'profitLoss' | 'ACCOUNT_STATEMENT';
}

const toRequest = (query: StatementQuery): StatementRequest => ({
  userId: query.userId,
  pageNo: query.pageNo,
  size: STATEMENT_PAGE_SIZE,
  fromDate: query.fromDate,
  toDate: query.toDate,
  ...(query.statementFor ? { statementFor: query.statementFor } : {}),
});

/** POST user/userStatement: both answer forms parse to one Statement (see `paged`). */
export async function getUserStatement(query: StatementQuery, signal?: AbortSignal): Promise<Statement> {
  const body = await callApi(userStatement, toRequest(query), { signal });
  return body.data;
}

export const getUserStatementQueryOptions = (query: StatementQuery) =>
  queryOptions({
    queryKey: callKey(userStatement, toRequest(query)),
    queryFn: ({ signal }) => getUserStatement(query, signal),
    // Paging and tab switches keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const useUserStatement = (
  query: StatementQuery,
  config: QueryConfig<typeof getUserStatementQueryOptions> = {},
) => useQuery({ ...getUserStatementQueryOptions(query), ...config });
