/**
 * Aviator routes: bet, cash-out and the crash history (served on the same server as the
 * socket, which is the aviator's socketURL). Thin adapters to the aviator area; the
 * settings come with casino/getDiamondCasinoByEventId {eventId: 303031} (routes/casino.ts).
 */
import { calls } from '@esk/contracts';
import { AVIATOR_MESSAGES } from '@esk/contracts/catalog/aviator';
import type { FastifyInstance } from 'fastify';
import { toCoins } from '../exchange/money';
import { registerCall } from '../http/call-route';
import type { Services } from '../services';

const aviatorCalls = calls.aviator;

export function aviatorRoutes(app: FastifyInstance, services: Services): void {
  registerCall(app, services, aviatorCalls.avaitorGamePlace, ({ body, user }) => {
    const bet = services.exchange.areas.aviator.place(user, body);
    return { message: AVIATOR_MESSAGES.betPlaced, data: { betInsertId: bet.id } };
  });

  registerCall(app, services, aviatorCalls.avaitorCashOut, ({ body, user }) => {
    const { multiplier, profit } = services.exchange.areas.aviator.cashOut(user, body);
    return {
      message: 'Cashout Successfully',
      data: { curentMultiplier: multiplier, finalProfit: toCoins(profit) },
    };
  });

  const history = () =>
    services.exchange.areas.aviator.history().map((round) => ({
      _id: round.roundId,
      roundId: round.roundId,
      creashValue: round.crashPoint ?? 1,
      createdAt: new Date(round.crashedAt ?? round.openedAt).toISOString(),
      serverSeedHash: round.serverSeedHash,
      ...(round.serverSeed ? { serverSeed: round.serverSeed } : {}),
      ...(round.houseEdge !== undefined ? { houseEdge: round.houseEdge } : {}),
      ...(round.salt !== undefined ? { salt: round.salt } : {}),
    }));

  registerCall(app, services, aviatorCalls.getRoundIdDetails, () => ({
    message: 'Round details',
    data: { data: history() },
  }));

  // designed: the same history, flat, as production clients of the family ask it (see the contract).
  registerCall(app, services, aviatorCalls.lastRounds, () => ({ message: 'Last rounds', data: history() }));

  // designed: cancel a bet while betting is open (see the contract).
  registerCall(app, services, aviatorCalls.avaitorCancelBet, ({ body, user }) => {
    const bet = services.exchange.areas.aviator.cancel(user, body);
    return { message: 'Bet Canceled', data: { betId: bet.id } };
  });

  // designed: the bets list and the chat when the page opens (see the contract).
  registerCall(app, services, aviatorCalls.getAviatorBoard, () => ({
    message: 'Aviator board',
    data: services.exchange.areas.aviator.boardView(),
  }));
}
