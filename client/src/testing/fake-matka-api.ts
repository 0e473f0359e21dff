/**
 * A fake matka API for component tests: answers the matka calls (and the balance) from
 * state a test sets, shaped by the contracts' own examples, and records what the page sent.
 */
import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

type Json = Record<string, unknown>;

export const MARKET_EXAMPLE = examplesOf(calls.matka.getMatkaByMatkaEventId)[0].response.data as Json;
export const HARUP_EXAMPLE = examplesOf(calls.matka.getMatkaByMatkaEventId)[1]!.response.data as Json;

export interface SentRequest {
  path: string;
  body: Json;
  headers: Record<string, string>;
}

export function fakeMatkaApi() {
  const state = {
    market: { ...MARKET_EXAMPLE } as Json,
    markets: [{ ...MARKET_EXAMPLE }, { ...HARUP_EXAMPLE }] as Json[],
    bets: [] as Json[],
    /** The place-bet answer (an envelope). */
    placeReply: examplesOf(calls.matka.matkaPlaceBet)[0].response as Json,
    cancelReply: {
      error: false,
      code: 0,
      message: 'Bet canceled successfully',
      data: { betId: 'x', isDeleted: true },
    } as Json,
    /** false: the server has no matkaBetCancel (the real API): 404 as an unknown route. */
    hasCancel: true,
  };
  const sent: SentRequest[] = [];
  const envelope = (data: unknown, message = '') => jsonResponse({ error: false, code: 0, message, data });
  const fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const path = new URL(String(url), 'http://localhost').pathname;
    const body = init?.body ? (JSON.parse(String(init.body)) as Json) : {};
    sent.push({ path, body, headers: (init?.headers ?? {}) as Record<string, string> });
    switch (path) {
      case '/v1/matka/getMatkaList':
        return envelope(state.markets, 'Matka list');
      case '/v1/matka/getMatkaByMatkaEventId':
        return envelope(state.market, 'Matka details');
      case '/v1/matka/matkaBetList':
        return envelope(
          state.bets.filter(
            (bet) => body.isDeleted === undefined || Boolean(bet.isDeleted) === body.isDeleted,
          ),
          'Bet list',
        );
      case '/v1/matka/matkaPlaceBet':
        return jsonResponse(state.placeReply);
      case '/v1/matka/matkaBetCancel':
        if (!state.hasCancel)
          return jsonResponse({ error: true, code: 404, message: `No route POST ${path}` }, 404);
        state.bets = state.bets.map((bet) => (bet._id === body.betId ? { ...bet, isDeleted: true } : bet));
        return jsonResponse(state.cancelReply);
      case '/v1/user/userBalance':
        return envelope({ coins: 1000, exposure: 0 });
      default:
        return jsonResponse({ error: true, code: 1, message: `no fake for ${path}` }, 404);
    }
  });
  const requests = (path: string) => sent.filter((request) => request.path === `/v1/${path}`);
  return { state, fetchMock, sent, requests };
}

/** A bet row as matkaBetList sends it. */
export const betRow = (over: Json = {}): Json => ({
  _id: `bet-${Math.random().toString(36).slice(2)}`,
  matkaEventId: '7001',
  matkaName: 'KALYAN',
  betNumber: '5',
  gameType: 'SINGLE',
  betType: 'OPEN',
  amount: 100,
  profit: 950,
  profitLoss: 0,
  isDeclare: 0,
  result: null,
  isDeleted: false,
  createdAt: '2026-11-18T06:30:00.000Z',
  ...over,
});
