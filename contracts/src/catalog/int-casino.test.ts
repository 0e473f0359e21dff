import { describe, expect, it } from 'vitest';
import { IFRAME_CASINO_GAMES, RESULT_POPUP_GTYPES, VIRTUAL_CASINO_GAMES } from './casino';
import {
  findProviderGame,
  INT_CASINO_TABLES,
  intCasinoMultiply,
  internationalMarketId,
  PROVIDER_GAMES,
  pointRateLine,
  pointSampleLine,
  pointsToCoins,
} from './int-casino';

describe('the simulated provider’s games', () => {
  it('has every virtual game and every Please Note game of the lobby, by their ids', () => {
    for (const game of VIRTUAL_CASINO_GAMES) expect(findProviderGame(game.gameName)?.section).toBe('virtual');
    for (const id of Object.values(IFRAME_CASINO_GAMES)) expect(findProviderGame(id)?.section).toBe('iframe');
  });

  it('lists each game once; its tables are card games of result-popup game types', () => {
    expect(new Set(PROVIDER_GAMES.map((game) => game.gameId)).size).toBe(PROVIDER_GAMES.length);
    expect(INT_CASINO_TABLES.every((table) => findProviderGame(table.gameId)?.kind === 'cards')).toBe(true);
    const popupGtypes: readonly string[] = RESULT_POPUP_GTYPES;
    expect(INT_CASINO_TABLES.filter((table) => !popupGtypes.includes(table.gtype))).toEqual([]);
  });

  it('prices points in coins by the user’s multiplier (default 2)', () => {
    expect(pointsToCoins(10, 2)).toBe(20);
    expect(pointsToCoins(15, 2.5)).toBe(37.5);
    expect(intCasinoMultiply(undefined)).toBe(2);
    expect(intCasinoMultiply(0)).toBe(2);
    expect(pointRateLine(2)).toBe('1 Point = ₹2');
    expect(pointSampleLine(2)).toBe('10 Points = ₹20');
  });

  it('names a game’s ledger day and rounds by its number: the game id, or a designed one for the virtual games', () => {
    expect(internationalMarketId({ code: '900101' }, '2026-03-14')).toBe('90010120260314');
    expect(findProviderGame('roultee')?.code).toBe('800102');
    expect(PROVIDER_GAMES.every((game) => /^\d{6}$/.test(game.code))).toBe(true);
    expect(new Set(PROVIDER_GAMES.map((game) => game.code)).size).toBe(PROVIDER_GAMES.length);
  });
});
