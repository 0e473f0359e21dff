import { MATKA_MESSAGES, numbersFor } from '@esk/contracts/catalog/matka';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_PATTIS,
  betProfitLoss,
  betResultText,
  betShapeProblem,
  betWins,
  canonicalPatti,
  gateProblem,
  type MatkaFlags,
  type MatkaSide,
  pattiDigit,
  resultLabel,
  type StakedPick,
  sideWorstCase,
  winProfit,
} from '../src/exchange/matka/bet-math';

const ON: MatkaFlags = { matkaStatus: true, betStatus: true, openBet: true, closeBet: true, jodiBet: true };

describe('results', () => {
  it('puts any three digits in patti order and takes the digit sum mod 10', () => {
    expect(canonicalPatti('821')).toBe('128');
    expect(canonicalPatti('055')).toBe('550');
    expect(canonicalPatti('901')).toBe('190');
    expect(pattiDigit('128')).toBe(1);
    expect(pattiDigit('357')).toBe(5);
    expect(pattiDigit('550')).toBe(0);
    expect(ALL_PATTIS).toHaveLength(220);
  });

  it('labels a result as the ledger shows it', () => {
    expect(resultLabel({ open: '128' })).toBe('128-1');
    expect(resultLabel({ open: '128', close: '357' })).toBe('128-15-357');
  });

  it('decides winners by digit, patti, parity, jodi and harup digit', () => {
    const day = { open: '128', close: '357' };
    const wins = (gameType: StakedPick['gameType'], betNumber: string, side: MatkaSide) =>
      betWins({ gameType, betNumber }, side, day);
    expect(wins('SINGLE', '1', 'OPEN')).toBe(true);
    expect(wins('SINGLE', '5', 'OPEN')).toBe(false);
    expect(wins('SINGLE', '5', 'CLOSE')).toBe(true);
    expect(wins('SINGLE_PATTI', '128', 'OPEN')).toBe(true);
    expect(wins('DOUBLE_PATTI', '100', 'OPEN')).toBe(false);
    expect(wins('TRIPLE_PATTI', '777', 'OPEN')).toBe(false);
    expect(wins('ODD_EVEN', 'ODD', 'OPEN')).toBe(true);
    expect(wins('ODD_EVEN', 'EVEN', 'CLOSE')).toBe(false);
    expect(wins('JODI', '15', 'CLOSE')).toBe(true);
    expect(wins('JODI', '51', 'CLOSE')).toBe(false);
    expect(wins('HAROOP_ANDAR', '1', 'OPEN')).toBe(true);
    expect(wins('HAROOP_BAHAR', '5', 'CLOSE')).toBe(true);
    // 10 is the digit 0 on the Harup tiles, 100 the jodi 00 on its grid; 0 is even.
    const zeros = { open: '550', close: '000' };
    expect(betWins({ gameType: 'HAROOP_ANDAR', betNumber: '10' }, 'OPEN', zeros)).toBe(true);
    expect(betWins({ gameType: 'JODI', betNumber: '100' }, 'CLOSE', zeros)).toBe(true);
    expect(betWins({ gameType: 'ODD_EVEN', betNumber: 'EVEN' }, 'OPEN', zeros)).toBe(true);
    // Undecided until the results it needs are out.
    expect(betWins({ gameType: 'JODI', betNumber: '15' }, 'CLOSE', { open: '128' })).toBeUndefined();
  });

  it('shows the digit, patti or jodi a bet was decided by', () => {
    const day = { open: '128', close: '357' };
    expect(betResultText({ gameType: 'SINGLE', betNumber: '1' }, 'OPEN', day)).toBe('1');
    expect(betResultText({ gameType: 'DOUBLE_PATTI', betNumber: '113' }, 'CLOSE', day)).toBe('357');
    expect(betResultText({ gameType: 'ODD_EVEN', betNumber: 'ODD' }, 'OPEN', day)).toBe('128');
    expect(betResultText({ gameType: 'JODI', betNumber: '15' }, 'CLOSE', day)).toBe('15');
    expect(betResultText({ gameType: 'HAROOP_BAHAR', betNumber: '5' }, 'CLOSE', day)).toBe('5');
  });
});

describe('money', () => {
  it('pays amount x (odds - 1) on a win and takes the stake on a loss (paise)', () => {
    expect(winProfit('SINGLE', 10_000)).toBe(85_000);
    expect(winProfit('JODI', 1_000)).toBe(94_000);
    expect(winProfit('SINGLE_PATTI', 1_000)).toBe(149_000);
    expect(winProfit('DOUBLE_PATTI', 1_000)).toBe(299_000);
    expect(winProfit('TRIPLE_PATTI', 1_000)).toBe(999_000);
    expect(winProfit('ODD_EVEN', 50_000)).toBe(45_000);
    expect(winProfit('SINGLE', 1)).toBe(9); // 8.5 paise rounds half away from zero
    expect(betProfitLoss('SINGLE', 10_000, false)).toBe(-10_000);
  });

  const pick = (gameType: StakedPick['gameType'], betNumber: string, coins: number): StakedPick => ({
    gameType,
    betNumber,
    amount: coins * 100,
  });

  it('takes the worst result of a side, not the sum of stakes', () => {
    expect(sideWorstCase('OPEN', [])).toBe(0);
    expect(sideWorstCase('OPEN', [pick('SINGLE', '5', 100)])).toBe(-10_000);
    // Both parities: one always wins 190 of the 200 staked.
    expect(sideWorstCase('OPEN', [pick('ODD_EVEN', 'ODD', 100), pick('ODD_EVEN', 'EVEN', 100)])).toBe(-1_000);
    // Every digit: one wins 95 of the 100 staked.
    const digits = numbersFor('SINGLE').map((n) => pick('SINGLE', n, 10));
    expect(sideWorstCase('CLOSE', digits)).toBe(-500);
    // Every patti at 10: the cheapest winner is a single patti (1500 of 2200 staked).
    expect(
      sideWorstCase(
        'OPEN',
        ALL_PATTIS.map((p) => pick('SINGLE_PATTI', p, 10)),
      ),
    ).toBe(-70_000);
    // The game page's mix (hand-computed): least return is an even digit other than 2 (EVEN 190) of 530.
    const open = [
      pick('SINGLE', '1', 100),
      pick('SINGLE', '2', 100),
      pick('SINGLE_PATTI', '128', 10),
      pick('DOUBLE_PATTI', '550', 10),
      pick('TRIPLE_PATTI', '777', 10),
      pick('ODD_EVEN', 'ODD', 200),
      pick('ODD_EVEN', 'EVEN', 100),
    ];
    expect(sideWorstCase('OPEN', open)).toBe(-34_000);
  });

  it('narrows the jodi outcomes once the open digit is known', () => {
    const jodis = ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19'].map((n) =>
      pick('JODI', n, 10),
    );
    expect(sideWorstCase('CLOSE', jodis)).toBe(-10_000);
    expect(sideWorstCase('CLOSE', jodis, 1)).toBe(0); // any close digit wins 950 of 100
    expect(sideWorstCase('CLOSE', jodis, 2)).toBe(-10_000);
  });

  it('matches a brute force over every result (property)', () => {
    const games = ['SINGLE', 'SINGLE_PATTI', 'DOUBLE_PATTI', 'TRIPLE_PATTI', 'ODD_EVEN'] as const;
    const closeGames = [...games, 'JODI', 'HAROOP_BAHAR'] as const;
    const pickArb = (side: MatkaSide) =>
      fc
        .constantFrom(...(side === 'OPEN' ? [...games, 'HAROOP_ANDAR' as const] : closeGames))
        .chain((gameType) =>
          fc.record({
            gameType: fc.constant(gameType),
            betNumber: fc.constantFrom(
              ...(gameType === 'JODI' ? [...numbersFor('JODI'), '100'] : numbersFor(gameType)),
            ),
            amount: fc.integer({ min: 1, max: 100_000 }),
          }),
        );
    const brute = (side: MatkaSide, picks: StakedPick[], openDigit?: number) => {
      const opens = side === 'OPEN' || openDigit !== undefined ? [openDigit ?? 0] : [...Array(10).keys()];
      let worst = Number.POSITIVE_INFINITY;
      for (const o of opens) {
        const openPatti = ALL_PATTIS.find((p) => pattiDigit(p) === o) ?? '';
        for (const patti of ALL_PATTIS) {
          const results = side === 'OPEN' ? { open: patti } : { open: openPatti, close: patti };
          const pnl = picks.reduce(
            (sum, p) => sum + betProfitLoss(p.gameType, p.amount, betWins(p, side, results) ?? false),
            0,
          );
          worst = Math.min(worst, pnl);
        }
      }
      return Math.min(0, worst);
    };
    for (const side of ['OPEN', 'CLOSE'] as const) {
      fc.assert(
        fc.property(
          fc.array(pickArb(side), { maxLength: 12 }),
          fc.option(fc.integer({ min: 0, max: 9 })),
          (picks, o) => {
            const openDigit = side === 'CLOSE' ? (o ?? undefined) : undefined;
            expect(sideWorstCase(side, picks, openDigit)).toBe(brute(side, picks, openDigit));
          },
        ),
        { numRuns: 150 },
      );
    }
  });
});

describe('placement gates', () => {
  it('names a bet type or number outside the game', () => {
    expect(betShapeProblem('SINGLE', 'OPEN', '5')).toBeUndefined();
    expect(betShapeProblem('SINGLE', 'OPEN', '12')).toContain('betNumber');
    expect(betShapeProblem('SINGLE_PATTI', 'OPEN', '132')).toContain('betNumber');
    expect(betShapeProblem('DOUBLE_PATTI', 'CLOSE', '123')).toContain('betNumber');
    expect(betShapeProblem('JODI', 'OPEN', '15')).toContain('betType');
    expect(betShapeProblem('JODI', 'JODI', '100')).toBeUndefined();
    expect(betShapeProblem('HAROOP_ANDAR', 'HAROOP_ANDAR', '10')).toBeUndefined();
    expect(betShapeProblem('HAROOP_ANDAR', 'OPEN', '1')).toContain('betType');
    expect(betShapeProblem('ODD_EVEN', 'OPEN', 'ODDS')).toContain('betNumber');
  });

  it('checks betStatus, jodiBet, the side flag and the declared results in that order', () => {
    expect(gateProblem({ ...ON, betStatus: false, jodiBet: false }, {}, 'JODI', 'CLOSE')).toBe(
      MATKA_MESSAGES.betClosed,
    );
    expect(gateProblem({ ...ON, jodiBet: false }, {}, 'JODI', 'CLOSE')).toBe(MATKA_MESSAGES.jodiClosed);
    expect(gateProblem({ ...ON, closeBet: false }, {}, 'JODI', 'CLOSE')).toBe(MATKA_MESSAGES.betTimeout);
    expect(gateProblem({ ...ON, closeBet: false }, {}, 'JODI', 'JODI')).toBeUndefined();
    expect(gateProblem({ ...ON, openBet: false }, {}, 'SINGLE', 'OPEN')).toBe(MATKA_MESSAGES.betTimeout);
    expect(gateProblem({ ...ON, openBet: false }, {}, 'SINGLE', 'CLOSE')).toBeUndefined();
    expect(gateProblem({ ...ON, openBet: false }, {}, 'HAROOP_ANDAR', 'HAROOP_ANDAR')).toBe(
      MATKA_MESSAGES.betTimeout,
    );
    expect(gateProblem({ ...ON, closeBet: false }, {}, 'HAROOP_BAHAR', 'HAROOP_BAHAR')).toBe(
      MATKA_MESSAGES.betTimeout,
    );
    const opened = { open: '128' };
    expect(gateProblem(ON, opened, 'SINGLE', 'OPEN')).toBe(MATKA_MESSAGES.betTimeout);
    expect(gateProblem(ON, opened, 'JODI', 'JODI')).toBe(MATKA_MESSAGES.betTimeout);
    expect(gateProblem(ON, opened, 'SINGLE', 'CLOSE')).toBeUndefined();
    expect(gateProblem(ON, opened, 'HAROOP_BAHAR', 'HAROOP_BAHAR')).toBeUndefined();
  });
});
