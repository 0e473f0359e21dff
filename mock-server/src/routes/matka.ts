/**
 * matka/* routes: thin adapters from the contracts to the matka area, mapping its state
 * to the wire shapes the real API sends (times 'HH:mm' at +05:30, isDeclare 0/1 on bet
 * rows, amounts in coins).
 */
import { calls } from '@esk/contracts';
import {
  ALL_MATKA_GAME_TYPES,
  type AnyMatkaGameType,
  MATKA_BET_LIST_FILTER,
  MATKA_MESSAGES,
} from '@esk/contracts/catalog/matka';
import type { FastifyInstance } from 'fastify';
import { BadRequest } from '../exchange/errors';
import { winProfit } from '../exchange/matka/bet-math';
import type { MatkaBetRecord } from '../exchange/matka/bet-record';
import { addMinutes, type MatkaMarketState } from '../exchange/matka/market';
import { toCoins } from '../exchange/money';
import { registerCall } from '../http/call-route';
import type { Services } from '../services';

const { matka: matkaCalls } = calls;

/** designed: the real API's result time is not seen; the scenario declares five minutes after the close. */
const RESULT_AFTER_MINUTES = 5;
const SPORTS_ID = 999;

export function marketWire(market: MatkaMarketState) {
  return {
    _id: market._id,
    name: market.name,
    shortName: market.shortName,
    matkaEventId: market.matkaEventId,
    sportsId: SPORTS_ID,
    minStake: toCoins(market.minStake),
    maxStake: toCoins(market.maxStake),
    betStatus: market.flags.betStatus,
    matkaStatus: market.flags.matkaStatus,
    priority: market.priority,
    openTime: market.openTime,
    closeTime: market.closeTime,
    resultTime: addMinutes(market.closeTime, RESULT_AFTER_MINUTES),
    showOpenTime: market.openTime,
    showCloseTime: market.closeTime,
    extendedCloseDay: market.extendedCloseDay,
    openBet: market.flags.openBet,
    closeBet: market.flags.closeBet,
    jodiBet: market.flags.jodiBet,
    isHaroopAndarBahar: market.isHaroopAndarBahar,
    isDeclare: market.draw?.close !== undefined,
    isDeleted: false,
    createdAt: new Date(market.createdAt).toISOString(),
  };
}

export function betWire(bet: MatkaBetRecord) {
  return {
    _id: bet.id,
    userId: bet.userId,
    matkaEventId: bet.matkaEventId,
    matkaName: bet.marketName,
    betNumber: bet.betNumber,
    gameType: bet.gameType,
    betType: bet.betType,
    amount: toCoins(bet.amount),
    profit: toCoins(bet.amount + winProfit(bet.gameType, bet.amount)),
    loss: toCoins(bet.amount),
    profitLoss: toCoins(bet.profitLoss),
    isDeclare: bet.status === 'declared' ? (1 as const) : (0 as const),
    result: bet.result,
    oddEvenResult: bet.oddEvenResult,
    isDeleted: bet.status === 'deleted',
    ip: bet.ip,
    createdAt: new Date(bet.at).toISOString(),
  };
}

const FILTERS = new Map<string, AnyMatkaGameType>([
  ...ALL_MATKA_GAME_TYPES.map((gameType): [string, AnyMatkaGameType] => [gameType, gameType]),
  ...Object.entries(MATKA_BET_LIST_FILTER).map(([gameType, filter]): [string, AnyMatkaGameType] => [
    filter,
    gameType as AnyMatkaGameType,
  ]),
]);

/** The bet list's gameType filter: the pages' camelCase names or the game types themselves; '' is none. */
export function gameTypeFilter(value: string | undefined): AnyMatkaGameType | undefined {
  if (value === undefined || value === '') return undefined;
  const gameType = FILTERS.get(value);
  if (!gameType) throw new BadRequest(`gameType: unknown filter '${value}'`);
  return gameType;
}

export function matkaRoutes(app: FastifyInstance, services: Services): void {
  const area = () => services.exchange.areas.matka;

  registerCall(app, services, matkaCalls.getMatkaList, () => ({
    message: 'Matka list',
    data: area().markets().map(marketWire),
  }));

  registerCall(app, services, matkaCalls.getMatkaByMatkaEventId, ({ body }) => ({
    message: 'Matka details',
    data: marketWire(area().market(body.matkaEventId)),
  }));

  registerCall(app, services, matkaCalls.matkaBetList, ({ body, user }) => {
    const rows = area().bets(user.userId, { ...body, gameType: gameTypeFilter(body.gameType) });
    return { message: 'Bet list', data: rows.map(betWire) };
  });

  registerCall(app, services, matkaCalls.matkaPlaceBet, ({ body, user, request }) => {
    const bet = area().placeBet(user.userId, body, request.ip);
    return {
      message: MATKA_MESSAGES.betSuccess,
      data: { error: false, message: MATKA_MESSAGES.betSuccess, betId: bet.id },
    };
  });

  registerCall(app, services, matkaCalls.matkaBetCancel, ({ body, user }) => {
    const bet = area().cancelBet(user.userId, body.betId);
    return { message: MATKA_MESSAGES.cancelSuccess, data: { betId: bet.id, isDeleted: true } };
  });
}
