import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import type { FancyBet, OddsBet } from '@esk/contracts/http/sports-schemas';
import { describe, expect, it } from 'vitest';
import {
  displayRate,
  fancyBetProfitLoss,
  fancyMode,
  ledgerSummary,
  matchBetProfitLoss,
  oddsMode,
  rejectedRows,
  splitDeleted,
} from './bets';
import { casinoPnl, diamondSummary, internationalSummary, settledCasinoBets } from './casino-report';

const details = calls.user.completeLedgerDetails.response.parse(
  examplesOf(calls.user.completeLedgerDetails)[0].response,
).data;
const oddsBet = details.oddsBetsData[0] as OddsBet;
const fancyBet = details.sessionBetsData[0] as FancyBet;

describe('ledger details rules', () => {
  it('an odds bet wins or loses its position on the decided selection', () => {
    expect(matchBetProfitLoss(oddsBet)).toBe(950);
    expect(matchBetProfitLoss({ ...oddsBet, decisionSelectionId: '2' })).toBe(-1000);
    expect(matchBetProfitLoss({ ...oddsBet, decisionSelectionId: null, profitLoss: 7 })).toBe(7);
  });

  it('a fancy bet uses profitLoss, else the fancy rule once declared', () => {
    expect(fancyBetProfitLoss(fancyBet)).toBe(-200);
    const { profitLoss: _, ...noPnl } = fancyBet;
    expect(fancyBetProfitLoss({ ...noPnl, decisionRun: 50 })).toBe(200);
    expect(fancyBetProfitLoss({ ...noPnl, isDeclare: false, decisionRun: null })).toBe(0);
  });

  it('splits rejected (isDeleted) bets of either kind', () => {
    const split = splitDeleted([fancyBet, { ...fancyBet, isDeleted: true }]);
    expect(split.kept).toHaveLength(1);
    expect(split.rejected).toHaveLength(1);
    expect(splitDeleted([{ ...oddsBet, isDeleted: true }]).rejected).toHaveLength(1);
  });

  it('lists rejected odds and session bets newest first with their remark, rate as the match page shows it', () => {
    const rows = rejectedRows(
      [
        {
          ...oddsBet,
          isDeleted: true,
          deletedRemark: 'VPN',
          oddsType: 'matchOdds',
          odds: 1.62,
          createdAt: 2000,
        },
      ],
      [{ ...fancyBet, isDeleted: true, deletedRemark: 'Placed after the ball', createdAt: 3000 }],
    );
    expect(rows.map((row) => [row.runner, row.remark, row.rate, row.run, row.mode])).toEqual([
      [
        fancyBet.sessionName,
        'Placed after the ball',
        displayRate(fancyBet.odds, 'fancy'),
        String(fancyBet.run),
        fancyMode(fancyBet.type),
      ],
      [oddsBet.teamName, 'VPN', '1.62', '-', 'LAGAI'],
    ]);
  });

  it('sums the plus-minus summaries with the commission', () => {
    expect(ledgerSummary(details.completeData)).toEqual({
      matchPlusMinus: 950,
      fancyPlusMinus: -200,
      totalCommission: 12,
      netPlusMinus: 762,
    });
  });

  it('shows rates and modes as the match page does', () => {
    expect(displayRate(0.95, 'bookmaker')).toBe('95');
    expect(displayRate(1.98, 'matchOdds')).toBe('1.98');
    expect(displayRate(1, 'fancy')).toBe('100');
    expect(oddsMode('K')).toBe('KHAI');
    expect(oddsMode('L')).toBe('LAGAI');
    expect(fancyMode('Y')).toBe('YES');
    expect(fancyMode('N')).toBe('NO');
  });
});

describe('casino report rules', () => {
  it('sums the summary blocks of both reports', () => {
    expect(diamondSummary({ clientProfitLoss: -1250.5, clientComm: 12.5 })).toEqual({
      plusMinus: -1250.5,
      commission: 12.5,
      net: -1238,
    });
    expect(
      internationalSummary({ amount: -2350, totalComm: 0, totalAmount: -2350, clientSessionComm: 23.5 }),
    ).toEqual({ plusMinus: -2350, commission: 0, net: -2326.5 });
  });

  it('keeps declared, not deleted bets; P&L is absolute with a colour', () => {
    const bet = { createdAt: 0, amount: 100, isDeleted: false };
    expect(
      settledCasinoBets([
        { ...bet, isDeclare: true },
        { ...bet, isDeclare: false },
        { ...bet, isDeclare: true, isDeleted: true },
      ]),
    ).toHaveLength(1);
    expect(casinoPnl(-1000)).toEqual({ text: '1000.00', positive: false });
    expect(casinoPnl(0)).toEqual({ text: '0.00', positive: true });
    expect(casinoPnl(undefined)).toEqual({ text: '0.00', positive: true });
  });
});
