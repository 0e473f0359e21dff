import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { describe, expect, it } from 'vitest';
import { pendingRows } from './pending-bets';

const examples = examplesOf(calls.sports.betsList);
/** An example by its name (the list grows; an index would silently pick another one). */
const parse = (name: string) =>
  calls.sports.betsList.response.parse(examples.find((example) => example.name === name)?.response).data;

describe('pending bet rows', () => {
  it('reads the object form, naming the match when the list knows it', () => {
    const rows = pendingRows(parse('pending bets'), (marketId) =>
      marketId ? 'India v Australia' : undefined,
    );
    expect(rows.length).toBe(3);
    expect(rows[0]).toMatchObject({ rate: '95', type: 'LAGAI', marketType: 'bookmaker' });
    expect(rows[2]).toMatchObject({ match: 'Lucky 7 - A', stake: 200, marketType: 'casino' });
  });

  it('reads the flat exposure form', () => {
    const rows = pendingRows(parse('pending bets as a flat exposure list'), () => undefined);
    expect(rows).toMatchObject([
      { match: 'India v Australia', stake: 1000, rate: '95', type: 'LAGAI', marketType: 'bookmaker' },
      { match: 'Lucky 7 - A', stake: 200, rate: '1.98', type: 'LAGAI', marketType: 'diamondCasino' },
    ]);
  });

  it('shows a matka pick of the flat form as the matka bet list does: market, game and session', () => {
    const rows = pendingRows(
      calls.sports.betsList.response.parse({
        error: false,
        data: [
          {
            market: 'QA KALYAN / Single 5 (Open)',
            marketType: 'matka',
            type: 'OPEN',
            amount: 100,
            rate: 9.5,
            time: '2026-06-17T06:40:00.000Z',
          },
          {
            market: 'QA KALYAN / Jodi 42',
            marketType: 'MATKA',
            type: 'CLOSE',
            amount: 50,
            rate: 95,
            time: 0,
          },
        ],
      }).data,
      () => undefined,
    );
    expect(rows).toMatchObject([
      {
        match: 'QA KALYAN',
        detail: 'Single 5 (Open)',
        stake: 100,
        rate: '9.5',
        type: 'Open',
        marketType: 'matka',
      },
      { match: 'QA KALYAN', detail: 'Jodi 42', stake: 50, rate: '95', type: 'Close', marketType: 'matka' },
    ]);
  });
});
