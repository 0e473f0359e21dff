import type { StatementRow } from '@esk/contracts/http/user-reports';
import { describe, expect, it } from 'vitest';
import { netOfDay, netSince } from './net-result';

const at = (iso: string) => Date.parse(`${iso}+05:30`);
const row = (iso: string, amount: number, statementFor = 'diamondCasino'): StatementRow => ({
  createdAt: at(iso),
  remark: 'row',
  amount,
  statementFor,
});

const rows = [
  row('2026-11-27T23:50:00', -700),
  row('2026-11-28T00:10:00', -300.1),
  row('2026-11-28T09:00:00', 5000, 'ACCOUNT_STATEMENT'),
  row('2026-11-28T10:00:00', 120.3),
  row('2026-11-28T11:00:00', -0.2, 'profitLoss'),
];

describe('net results from the statement', () => {
  it("sums the day's P&L rows on the +05:30 calendar, deposits left out", () => {
    expect(netOfDay(rows, at('2026-11-28T12:00:00'))).toBe(-180);
    expect(netOfDay(rows, at('2026-11-27T23:59:00'))).toBe(-700);
  });

  it('sums the P&L rows since sign-in, across midnight', () => {
    expect(netSince(rows, at('2026-11-27T23:00:00'))).toBe(-880);
    expect(netSince(rows, at('2026-11-28T10:00:00'))).toBe(120.1);
  });
});
