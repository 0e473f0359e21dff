import type { MatkaMarket } from '@esk/contracts/http/matka';
import { describe, expect, it } from 'vitest';
import {
  closeDate,
  marketPhase,
  marketTimes,
  matkaDate,
  phaseTakesBets,
  shortNameOf,
  sortMarkets,
  todayRange,
} from './market-state';

const market: MatkaMarket = {
  name: 'QA KALYAN',
  shortName: 'KALYAN',
  matkaEventId: '1',
  betStatus: true,
  matkaStatus: true,
  openBet: true,
  closeBet: true,
  jodiBet: true,
  showOpenTime: '12:10',
  showCloseTime: '12:20',
};
/** 23:50 on 14 March 2026 at +05:30: the IST day differs from the UTC one an hour earlier. */
const lateEvening = Date.parse('2026-03-14T23:50:00+05:30');

describe('market phase', () => {
  it('reads the flags: upline first, then which sides take bets', () => {
    expect(marketPhase(market)).toBe('open');
    expect(marketPhase({ ...market, openBet: false })).toBe('closeOnly');
    expect(marketPhase({ ...market, closeBet: false })).toBe('openOnly');
    expect(marketPhase({ ...market, openBet: false, closeBet: false })).toBe('closed');
    expect(marketPhase({ ...market, betStatus: false })).toBe('suspended');
    expect(marketPhase({ betStatus: true })).toBe('closed');
    expect(phaseTakesBets('closeOnly')).toBe(true);
    expect(phaseTakesBets('suspended')).toBe(false);
  });
});

describe('the market list order (priority, then open time)', () => {
  const market = (name: string, priority: number | undefined, showOpenTime: string) =>
    ({ name, matkaEventId: name, betStatus: true, matkaStatus: true, priority, showOpenTime }) as MatkaMarket;

  it('sorts by priority, then the open time of day; no priority goes last', () => {
    const sorted = sortMarkets([
      market('DISAWAR', 5, '23:00'),
      market('NIGHT', undefined, '09:00'),
      market('MILAN', 2, '13:00'),
      market('KALYAN', 2, '9:45'),
      market('TIME', 1, '15:00'),
    ]);
    expect(sorted.map((entry) => entry.name)).toEqual(['TIME', 'KALYAN', 'MILAN', 'DISAWAR', 'NIGHT']);
  });
});

describe('dates and names', () => {
  it("shows today's +05:30 date as DD-MM-YYYY and the close date tomorrow when extendedCloseDay is set", () => {
    expect(matkaDate(lateEvening)).toBe('14-03-2026');
    expect(closeDate(lateEvening, 0)).toBe('14-03-2026');
    expect(closeDate(lateEvening, undefined)).toBe('14-03-2026');
    expect(closeDate(lateEvening, 1)).toBe('15-03-2026');
    expect(closeDate(Date.parse('2026-03-31T12:00:00+05:30'), 1)).toBe('01-04-2026');
  });

  it("asks for today's bets by the +05:30 day", () => {
    expect(todayRange(Date.parse('2026-03-14T19:00:00Z'))).toEqual({
      fromDate: '2026-03-15',
      toDate: '2026-03-15',
    });
  });

  it('uses the short name, else the name, and the shown times, else the raw ones', () => {
    expect(shortNameOf(market)).toBe('KALYAN');
    expect(shortNameOf({ name: 'QA KALYAN', shortName: ' ' })).toBe('QA KALYAN');
    expect(marketTimes(market)).toEqual({ open: '12:10', close: '12:20' });
    expect(marketTimes({ ...market, showOpenTime: undefined, openTime: '09:00' }).open).toBe('09:00');
  });
});
