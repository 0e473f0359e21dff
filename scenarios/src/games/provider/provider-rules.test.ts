import { RESULT_POPUP_GTYPES } from '@esk/contracts/catalog/casino';
import { PROVIDER_GAMES } from '@esk/contracts/catalog/int-casino';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../rng';
import { casinoGames } from '../casino/index';
import { baccarat, baccarat2, bankerDraws, dealCoup } from './baccarat';
import { ballOf } from './cmatch20';
import { crash, crashPoint } from './crash';
import { dusKaDum } from './dus-ka-dum';
import { detailCards, providerRules, rulesFor } from './index';
import { ludo } from './ludo';
import { bestPokerHand } from './poker-hands';
import { queen } from './queen';
import { roulette } from './roulette';
import { war } from './war';

const played = PROVIDER_GAMES.filter((game) => game.kind !== 'lobby');

describe('provider rules', () => {
  it('every game the provider lists has rules, and every rule set is listed', () => {
    expect(played.filter((game) => !rulesFor(game.gtype)).map((game) => game.gtype)).toEqual([]);
    expect(Object.keys(providerRules).sort()).toEqual(played.map((game) => game.gtype).sort());
  });

  it('every game type of the result popup is dealt by a live table or the provider (superover shows none)', () => {
    const dealt = new Set([
      ...Object.values(casinoGames).map((game) => game.gtype),
      ...Object.keys(providerRules),
    ]);
    expect(RESULT_POPUP_GTYPES.filter((gtype) => gtype !== 'superover' && !dealt.has(gtype))).toEqual([]);
  });

  it.each(Object.values(providerRules))('$gtype: every seeded deal evaluates to its own markets', (rules) => {
    const rng = new Rng(`deals/${rules.gtype}`);
    const sids = new Set(rules.markets.map((market) => market.sid));
    for (let round = 0; round < 300; round++) {
      const draw = rules.deal(rng);
      const outcome = rules.evaluate(draw);
      expect(outcome.winners.every((sid) => sids.has(sid))).toBe(true);
      expect((outcome.voids ?? []).every((sid) => sids.has(sid))).toBe(true);
      expect(outcome.winners.filter((sid) => outcome.voids?.includes(sid))).toEqual([]);
      expect(outcome.desc).not.toBe('');
      if (!rules.dealsCards) expect(detailCards(rules, draw)).toBe('');
    }
  });

  // What each box returns per coin staked over many seeded rounds (a void returns the stake):
  // every box is a fair-looking bet that the house still wins, within sampling noise.
  it.each(Object.values(providerRules))(
    '$gtype: every box returns between 0.85 and 1.02 per coin',
    (rules) => {
      const rounds = ['teen8', 'poker', 'poker20'].includes(rules.gtype) ? 4000 : 20000;
      const rng = new Rng(`edge/${rules.gtype}`);
      const returned = new Map(rules.markets.map((market) => [market.sid, 0]));
      for (let round = 0; round < rounds; round++) {
        const outcome = rules.evaluate(rules.deal(rng));
        for (const market of rules.markets) {
          const back = outcome.winners.includes(market.sid)
            ? market.rate
            : outcome.voids?.includes(market.sid)
              ? 1
              : 0;
          returned.set(market.sid, (returned.get(market.sid) ?? 0) + back);
        }
      }
      for (const market of rules.markets) {
        // Long shots (rate 9 and more: ties, pairs, single cards) settle slowly and pay poorly, as in
        // real casinos; they only have to stay a house bet within a wide band.
        const [low, high] = market.rate >= 9 ? [0.6, 1.3] : [0.85, 1.02];
        const perCoin = (returned.get(market.sid) ?? 0) / rounds;
        expect(perCoin, `${rules.gtype} ${market.nat}`).toBeGreaterThan(low);
        expect(perCoin, `${rules.gtype} ${market.nat}`).toBeLessThan(high);
      }
    },
    // Thousands of deals (poker ranks 21 hands a side each): seconds on a busy machine.
    60_000,
  );

  it('baccarat: naturals stand, Player draws on 0-5, Banker follows the third-card table', () => {
    // Player 9 natural: nobody draws.
    expect(dealCoup(['4HH', '2SS', '5CC', '3DD', 'KHH', 'QSS'])).toEqual([
      '4HH',
      '2SS',
      '5CC',
      '3DD',
      '1',
      '1',
    ]);
    // Player 4 draws an 8; Banker 3 stands against an 8.
    expect(dealCoup(['2HH', 'ASS', '2CC', '2DD', '8HH', 'QSS'])).toEqual([
      '2HH',
      'ASS',
      '2CC',
      '2DD',
      '8HH',
      '1',
    ]);
    // Player 7 stands; Banker 5 draws.
    expect(dealCoup(['3HH', '2SS', '4CC', '3DD', 'KHH', 'QSS'])).toEqual([
      '3HH',
      '2SS',
      '4CC',
      '3DD',
      '1',
      'KHH',
    ]);
    expect(bankerDraws(6, '6HH')).toBe(true);
    expect(bankerDraws(6, '5HH')).toBe(false);
    expect(bankerDraws(4, 'AHH')).toBe(false);
    expect(bankerDraws(7, undefined)).toBe(false);
  });

  it('baccarat: a tie returns Player and Banker and pays Tie; pairs pay on the first two cards', () => {
    const tie = baccarat.evaluate(['4HH', '4SS', '5CC', '5DD', '1', '1']);
    expect(tie).toMatchObject({ result: '3', win: '3', voids: ['1', '2'] });
    expect(tie.winners).toEqual(['3']);
    expect(tie.desc).toBe('Tie|No Pair|No|No|Small');
    const pair = baccarat2.evaluate(['8HH', '2SS', '8CC', '3DD', '1', '1']);
    expect(pair.winners).toEqual(['1', '4']);
    expect(pair.desc).toBe('Player|Player Pair|Player 6 - Banker 5');
  });

  it('poker hands rank from the best five of seven, ace low in the wheel', () => {
    expect(bestPokerHand(['AHH', '2SS', '3CC', '4DD', '5HH', 'KSS', 'QCC']).name).toBe('Straight');
    expect(bestPokerHand(['AHH', 'ASS', 'KCC', 'KDD', 'KHH', '2SS', '3CC']).name).toBe('Full House');
    expect(bestPokerHand(['2HH', '7HH', '9HH', 'JHH', '4HH', 'KSS', 'QCC']).name).toBe('Flush');
    const kings = bestPokerHand(['KHH', 'KSS', '2CC', '3DD', '9HH', '7SS', '5CC']);
    const queens = bestPokerHand(['QHH', 'QSS', '2CC', '3DD', '9HH', '7SS', '5CC']);
    expect(kings.key[1]).toBeGreaterThan(queens.key[1] ?? 0);
  });

  it('war: beating the dealer wins, the same rank returns the stake, aces are high', () => {
    const outcome = war.evaluate(['AHH', '5SS', '9CC', '2DD', '9HH', 'KSS', '9SS']);
    expect(outcome.winners).toEqual(['1', '6']);
    expect(outcome.voids).toEqual(['3', '5']);
    expect(outcome.win).toBe('1,6');
    expect(outcome.desc.split('|')[0]).toBe('Player 1,6');
  });

  it('queen: each hand adds its base to its two cards; a shared top total returns every bet', () => {
    // Round-robin: Total 0 gets KHH + AHH = 14, Total 1 QSS + 2SS + 1 = 15, Total 2 ACC + QCC + 2 = 15,
    // Total 3 2DD + JDD + 3 = 16.
    expect(queen.evaluate(['KHH', 'QSS', 'ACC', '2DD', 'AHH', '2SS', 'QCC', 'JDD'])).toMatchObject({
      result: '4',
      winners: ['4'],
      voids: [],
    });
    // 0 + 13 + 13 = 26, 1 + 12 + 13 = 26, 2 + 11 + 12 = 25, 3 + 10 + 9 = 22: Total 0 and Total 1 share the top.
    expect(queen.evaluate(['KHH', 'QSS', 'JCC', '10DD', 'KSS', 'KCC', 'QDD', '9HH'])).toMatchObject({
      result: '0',
      winners: [],
      voids: ['1', '2', '3', '4'],
    });
  });

  it('dus ka dum: exactly 20 returns Under and Over; a multiple of ten is Dus', () => {
    const twenty = dusKaDum.evaluate(['KHH', '5SS', '5CC']);
    expect(twenty.winners).toEqual(['1', '5']);
    expect(twenty.voids).toEqual(['2', '3']);
    expect(twenty.desc).toBe('20|Dus|Exactly 20|Even');
    expect(dusKaDum.evaluate(['AHH', '2SS', '4CC']).winners).toEqual(['2', '4']);
  });

  it('roulette: zero loses every box but Zero; a number wins its colour, parity, half and dozen', () => {
    expect(roulette.evaluate(['0']).winners).toEqual(['10']);
    expect(roulette.evaluate(['17'])).toMatchObject({
      winners: ['2', '3', '5', '8'],
      desc: '17|Black|Odd|1-18|2nd 12',
    });
    expect(() => roulette.evaluate(['37'])).toThrow();
  });

  it('crash: cash-outs at or below the crash point win; the edge is 3%', () => {
    expect(crash.evaluate(['3.00']).winners).toEqual(['1', '2', '3']);
    expect(crash.evaluate(['1.00']).winners).toEqual([]);
    expect(crashPoint(0)).toBe(1);
    expect(crashPoint(0.5)).toBe(1.94);
  });

  it('ludo: the race ends on the turn a token passes 30; the furthest wins', () => {
    const turns = ['6666', '6666', '6666', '6666', '6665'];
    expect(ludo.evaluate(turns)).toMatchObject({ result: '0', voids: ['1', '2', '3', '4'] });
    expect(ludo.evaluate([...turns.slice(0, 4), '6543'])).toMatchObject({ result: '1', winners: ['1'] });
    expect(() => ludo.evaluate(['6666'])).toThrow();
    expect(() => ludo.evaluate([...turns, '6111'])).toThrow();
  });

  it('cricket match: A-4 and 6 score, 5 and 7-10 are dots, court cards are wickets', () => {
    expect(['AHH', '4SS', '6CC', '7DD', 'QHH'].map((card) => ballOf(card).code)).toEqual([
      '1',
      '4',
      '6',
      '0',
      'W',
    ]);
  });
});
