import { describe, expect, it } from 'vitest';
import { createSlipReducer, initialSlipState } from '@/lib/bet-slip/slip-reducer';
import { CASINO_SLIP_RULES, casinoBetBody, selectionOf } from './bet-slip';
import { marketCell } from './cells';

const cell = marketCell({
  sid: '2',
  nat: 'HIGH Card',
  side: 'back',
  rate: 1.98,
  open: true,
  betFor: 'lowHigh',
});

describe('the casino slip (001 §4, §5)', () => {
  it('opens at stake 0 with 7 seconds and steps the rate by 0.01', () => {
    const reducer = createSlipReducer(CASINO_SLIP_RULES);
    const open = reducer(initialSlipState(), {
      type: 'open',
      selection: selectionOf(cell, 'R1'),
      submissionKey: 'k',
      rate: 1.98,
    });
    expect(open).toMatchObject({ amount: '0', countdown: 7, rate: 1.98 });
    expect(reducer(open, { type: 'stepRate', direction: -1 }).rate).toBe(1.97);
    expect(reducer(open, { type: 'clear' }).selection).toBeNull();
  });

  it('sends the rate as a string, the amount as a number, nat and isLay', () => {
    const body = casinoBetBody(selectionOf(cell, '3032260314193005'), 1.97, 500, {
      shortName: 'lucky7',
      eventId: '3032',
    });
    expect(body).toEqual({
      roundId: '3032260314193005',
      sid: '2',
      rate: '1.97',
      amount: 500,
      casinoType: 'lucky7',
      eventId: '3032',
      betFor: 'lowHigh',
      nat: 'HIGH Card',
      isLay: false,
    });
    const lay = marketCell({
      sid: '1',
      nat: 'Player A',
      side: 'lay',
      rate: 1,
      open: true,
      betFor: 'Player A',
    });
    expect(
      casinoBetBody(selectionOf(lay, 'R'), 1, 100, { shortName: 'teen20', eventId: '3030' }),
    ).toMatchObject({
      rate: '1',
      isLay: true,
    });
  });
});
