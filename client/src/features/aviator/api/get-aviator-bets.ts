import { AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import { formatRequestDate } from '@esk/contracts/dates';
import { diamondBetsList } from '@esk/contracts/http/casino';
import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';

/** The bets list's request (spec 002 §7): eventId 303031, today at +05:30, open bets. */
export const aviatorBetsBody = (now = Date.now()) => {
  const today = formatRequestDate(now);
  return { eventId: AVIATOR_EVENT_ID, fromDate: today, toDate: today, isDeclare: false };
};

/** POST casino/diamondBetsList for the aviator: the player's open bets (data.casinoBetData). */
export const getAviatorBets = (signal?: AbortSignal): Promise<CasinoBet[]> =>
  callApi(diamondBetsList, aviatorBetsBody(), { signal }).then((body) => body.data.casinoBetData);

/** Every aviator bets-list query (the page refetches it at each phase and after each bet call). */
export const aviatorBetsKey = () => callKey(diamondBetsList, { eventId: AVIATOR_EVENT_ID });

export const getAviatorBetsQueryOptions = () =>
  queryOptions({
    queryKey: [...aviatorBetsKey(), aviatorBetsBody()],
    queryFn: ({ signal }) => getAviatorBets(signal),
    // A list that fails to load stays as it was: the panels say what happened to the bets.
    meta: { silent: true },
  });

export const useAviatorBets = (enabled: boolean) => useQuery({ ...getAviatorBetsQueryOptions(), enabled });
