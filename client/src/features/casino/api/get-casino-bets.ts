import { formatRequestDate } from '@esk/contracts/dates';
import { diamondBetsList } from '@esk/contracts/http/casino';
import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';

/** The page's request: today's bets (+05:30) on one table, open (isDeclare false) or completed (true). */
export const casinoBetsBody = (eventId: string, isDeclare: boolean, now = Date.now()) => {
  const today = formatRequestDate(now);
  return { eventId, fromDate: today, toDate: today, isDeclare };
};

/** POST casino/diamondBetsList (001 §7): data.casinoBetData. */
export const getCasinoBets = (
  eventId: string,
  isDeclare: boolean,
  signal?: AbortSignal,
): Promise<CasinoBet[]> =>
  callApi(diamondBetsList, casinoBetsBody(eventId, isDeclare), { signal }).then(
    (body) => body.data.casinoBetData,
  );

/**
 * Keyed by the call and body, so the fetchCasinoBetList push (api/account-reactions.ts invalidates every
 * diamondBetsList query) refreshes both lists when a round settles.
 */
export const getCasinoBetsQueryOptions = (eventId: string, isDeclare: boolean) =>
  queryOptions({
    queryKey: callKey(diamondBetsList, casinoBetsBody(eventId, isDeclare)),
    queryFn: ({ signal }) => getCasinoBets(eventId, isDeclare, signal),
    meta: { silent: true },
  });

export const useCasinoBets = (eventId: string, isDeclare: boolean, enabled = true) =>
  useQuery({ ...getCasinoBetsQueryOptions(eventId, isDeclare), enabled });
