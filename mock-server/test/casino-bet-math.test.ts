import { events } from '@esk/contracts';
import { getCasinoGame } from '@esk/scenarios/games/casino/index';
import { Rng } from '@esk/scenarios/rng';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BetTerms,
  betLiability,
  betPositions,
  betProfit,
  decimalRate,
  rateProblem,
  roundWorstCase,
  winAmount,
  wireRate,
} from '../src/exchange/casino/bet-math';
import { CasinoTables, tablePayload } from '../src/exchange/casino/tables';

const back = (sid: string, stake: number, rate: number): BetTerms => ({ sid, stake, rate, isLay: false });
const lay = (sid: string, stake: number, rate: number): BetTerms => ({ sid, stake, rate, isLay: true });

describe('bet profit', () => {
  it('pays a back bet stake x (rate - 1) when its sid wins, loses the stake otherwise, 0 when void', () => {
    expect(betProfit(back('2', 50000, 1.96), { winners: ['2'] })).toBe(48000);
    expect(betProfit(back('2', 50000, 1.96), { winners: ['1'] })).toBe(-50000);
    expect(betProfit(back('2', 50000, 1.96), { winners: ['2'], voids: ['2'] })).toBe(0);
    expect(betProfit(back('7', 10000, 12), { winners: ['7'] })).toBe(110000);
  });

  it('charges a lay bet its liability when its sid wins and pays the stake otherwise', () => {
    expect(betProfit(lay('1', 100000, 2.28), { winners: ['1'] })).toBe(-128000);
    expect(betProfit(lay('1', 100000, 2.28), { winners: ['2'] })).toBe(100000);
    expect(betProfit(lay('1', 100000, 2.28), { winners: [], voids: ['1'] })).toBe(0);
  });

  it('rounds to whole paise without float drift', () => {
    expect(winAmount({ stake: 333, rate: 1.79 })).toBe(263);
    expect(winAmount({ stake: 10000, rate: 2.1 })).toBe(11000);
    expect(betLiability(lay('1', 10000, 3.45))).toBe(24500);
    expect(betLiability(back('1', 10000, 3.45))).toBe(10000);
  });
});

describe('worst case of a round', () => {
  const table = (shortName: string) => {
    const game = getCasinoGame(shortName);
    if (!game) throw new Error(`no table ${shortName}`);
    return game;
  };
  const worst = (shortName: string, bets: BetTerms[]) => roundWorstCase(bets, table(shortName).outcomes());

  it('holds only the margin when both teen20 players are backed (the issue: 1,000 held for a worst case of 10)', () => {
    expect(worst('teen20', [back('1', 50000, 1.98), back('3', 50000, 1.98)])).toBe(-1000);
  });

  it('takes the worst settlement, not the sum of stakes: Lucky 7 red and black, low and high', () => {
    expect(worst('lucky7', [back('5', 10000, 1.95), back('6', 10000, 1.95)])).toBe(-500);
    // A 7 makes LOW and HIGH both lose.
    expect(worst('lucky7', [back('1', 10000, 2), back('2', 10000, 2)])).toBe(-20000);
    expect(worst('lucky7', [])).toBe(0);
  });

  it('counts void settlements: Andar Bahar 2nd Bets are void when the match comes early', () => {
    // A void returns the stake, so the worst is the other side winning late.
    expect(worst('ab2', [back('3', 10000, 1.95)])).toBe(-10000);
    expect(worst('ab2', [back('3', 10000, 1.95), back('6', 10000, 1.95)])).toBe(-500);
  });

  it('lets a back and a lay on the same sid hedge', () => {
    expect(worst('teen20', [back('1', 10000, 2), lay('1', 10000, 2)])).toBe(0);
    expect(worst('teen20', [back('1', 10000, 3), lay('1', 10000, 2)])).toBe(0);
    expect(worst('teen20', [back('1', 10000, 2), lay('1', 5000, 2)])).toBe(-5000);
  });

  it('is the least any settlement of the table pays, and no dealt round loses more (property, every table)', () => {
    const tables = [
      'teen20',
      'lucky7',
      'dt20',
      'aaa',
      'worli2',
      'teen9',
      'card32-a',
      'card32eu',
      'ab2',
      'teen',
    ];
    const scenario = fc.constantFrom(...tables).chain((shortName) =>
      fc.record({
        shortName: fc.constant(shortName),
        seed: fc.integer(),
        bets: fc.array(
          fc.record({
            sid: fc.constantFrom(...table(shortName).markets.map((market) => market.sid)),
            stake: fc.integer({ min: 100, max: 1_000_000 }),
            rate: fc.integer({ min: 101, max: 1500 }).map((cents) => cents / 100),
            isLay: fc.boolean(),
          }),
          { maxLength: 6 },
        ),
      }),
    );
    fc.assert(
      fc.property(scenario, ({ shortName, seed, bets }) => {
        const game = table(shortName);
        const expected = Math.min(
          0,
          ...game.outcomes().map((outcome) => bets.reduce((sum, one) => sum + betProfit(one, outcome), 0)),
        );
        const held = roundWorstCase(bets, game.outcomes());
        expect(held).toBe(expected);
        const dealt = game.evaluate(game.deal(new Rng(seed)));
        expect(bets.reduce((sum, one) => sum + betProfit(one, dealt), 0)).toBeGreaterThanOrEqual(held);
      }),
      { numRuns: 300 },
    );
  });
});

describe('positions (posArray)', () => {
  const lucky7 = getCasinoGame('lucky7')!;
  const teen20 = getCasinoGame('teen20')!;

  it('covers the bet group: LOW/HIGH for a HIGH bet, as the contract example', () => {
    expect(betPositions(lucky7.markets, back('2', 50000, 1.96))).toEqual({ '1': -50000, '2': 48000 });
  });

  it('covers both players when the market is alone in its betFor (Teenpatti players)', () => {
    expect(betPositions(teen20.markets, back('1', 100000, 1.98))).toEqual({ '1': 98000, '3': -100000 });
    expect(betPositions(teen20.markets, lay('1', 100000, 2))).toEqual({ '1': -100000, '3': 100000 });
  });

  it("covers the other runners, not the side markets, when the market is alone in its betFor (32 Cards B's players)", () => {
    const card32eu = getCasinoGame('card32eu')!;
    expect(betPositions(card32eu.markets, lay('2', 100000, 6.35))).toEqual({
      '1': 100000,
      '2': -535000,
      '3': 100000,
      '4': 100000,
    });
  });

  it('covers the thirteen cards for a card bet', () => {
    const positions = betPositions(lucky7.markets, back('7', 10000, 12));
    expect(Object.keys(positions)).toHaveLength(13);
    expect(positions['7']).toBe(110000);
    expect(positions['8']).toBe(-10000);
  });
});

describe('rates', () => {
  const lucky7 = getCasinoGame('lucky7')!;
  const aaa = getCasinoGame('aaa')!;
  const high = lucky7.markets.find((m) => m.sid === '2')!;
  const amar = aaa.markets.find((m) => m.sid === '1')!;

  it('reads the Teenpatti fraction form as decimal odds and back', () => {
    expect(decimalRate('teen20', 0.98)).toBe(1.98);
    expect(decimalRate('teen', 1)).toBe(2);
    expect(decimalRate('lucky7', 1.98)).toBe(1.98);
    expect(wireRate('teen20', 1.98)).toBe(0.98);
    expect(wireRate('aaa', 2.12)).toBe(2.12);
  });

  it('takes a back rate up to the feed rate and a lay rate from the feed rate up', () => {
    expect(rateProblem(high, false, 2)).toBeNull();
    expect(rateProblem(high, false, 1.98)).toBeNull();
    expect(rateProblem(high, false, 2.01)).toBe('Rate changed: HIGH Card backs at 2.00');
    expect(rateProblem(high, true, 2)).toBe('HIGH Card cannot be laid');
    expect(rateProblem(amar, true, 2.28)).toBeNull();
    expect(rateProblem(amar, true, 2.2)).toBe('Rate changed: Amar lays at 2.28');
    expect(rateProblem(high, false, 1)).toBe('Rate 1 is not a valid rate');
  });
});

describe('feeds', () => {
  it("parses every table's feed with the contract, idle and dealt, open and closed", () => {
    const tables = new CasinoTables();
    const now = Date.parse('2026-11-21T12:00:00+05:30');
    for (const table of tables.all()) {
      const idle = tablePayload(table, now);
      expect(events.casino.roundUpdate.payload.safeParse(idle).success, table.game.shortName).toBe(true);
      const cards = table.game.deal(new Rng(`deal:${table.game.shortName}`));
      tables.startRound(
        { shortName: table.game.shortName, roundId: 'R1', cards, bettingMs: 10_000 },
        now,
        () => false,
      );
      const open = tablePayload(table, now + 1000);
      expect(events.casino.roundUpdate.payload.safeParse(open).success, table.game.shortName).toBe(true);
      expect(open.data.t1?.[0]?.autotime).toBe('9');
      tables.declare(table.game.shortName, 'R1', now + 20_000);
      const done = tablePayload(table, now + 20_000);
      expect(events.casino.roundUpdate.payload.safeParse(done).success, table.game.shortName).toBe(true);
      expect(done.result?.[0]?.mid).toBe('R1');
    }
  });
});
