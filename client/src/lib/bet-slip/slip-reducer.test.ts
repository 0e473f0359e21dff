import { describe, expect, it } from 'vitest';
import {
  createSlipReducer,
  initialSlipState,
  type SlipAction,
  type SlipRules,
  stakeAmount,
} from './slip-reducer';
import { digitsOnlyStake, zeroFloorStake } from './stake-rules';

interface Pick {
  sid: string;
}
const casinoRules: SlipRules = {
  seconds: 7,
  emptyAmount: '0',
  sanitize: zeroFloorStake,
  clearCloses: true,
  rateStep: 0.01,
};
const reducer = createSlipReducer<Pick>(casinoRules);
const run = (actions: SlipAction<Pick>[]) => actions.reduce(reducer, initialSlipState<Pick>());
const open: SlipAction<Pick> = { type: 'open', selection: { sid: '1' }, submissionKey: 'k', rate: 1.98 };
const ticks = (n: number): SlipAction<Pick>[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('a slip with the casino rules (001 §4, §5)', () => {
  it("opens with stake '0', the clicked rate and a 7-second countdown that closes it at 0", () => {
    expect(run([open])).toMatchObject({ amount: '0', rate: 1.98, countdown: 7, phase: 'idle' });
    expect(run([open, ...ticks(6)]).countdown).toBe(1);
    expect(run([open, ...ticks(7)])).toMatchObject({
      selection: null,
      countdown: 0,
      amount: '0',
      rate: null,
    });
  });

  it('opening again restarts the timer', () => {
    expect(run([open, ...ticks(5), open]).countdown).toBe(7);
  });

  it('steps the rate by 0.01 without float noise and never to 0 or below', () => {
    const up = run([open, { type: 'stepRate', direction: 1 }, { type: 'stepRate', direction: 1 }]);
    expect(up.rate).toBe(2);
    const low = reducer({ ...run([open]), rate: 0.01 }, { type: 'stepRate', direction: -1 });
    expect(low.rate).toBe(0.01);
  });

  it('turns negative or non-numeric typing into 0 and strips a leading zero', () => {
    expect(run([open, { type: 'amount', value: '-5' }]).amount).toBe('0');
    expect(run([open, { type: 'amount', value: 'abc' }]).amount).toBe('0');
    expect(run([open, { type: 'amount', value: '0500' }]).amount).toBe('500');
  });

  it('Clear closes the slip', () => {
    expect(run([open, { type: 'chip', amount: 100 }, { type: 'clear' }])).toMatchObject({
      selection: null,
      amount: '0',
    });
  });

  it("Done with '0' only closes; with an amount it places once", () => {
    expect(run([open, { type: 'done', confirm: false }])).toMatchObject({ selection: null, phase: 'idle' });
    const sending = run([open, { type: 'chip', amount: 500 }, { type: 'done', confirm: false }]);
    expect(sending.phase).toBe('processing');
    expect(reducer(sending, { type: 'done', confirm: false })).toBe(sending);
  });
});

describe('a slip without a rate step (sports, matka)', () => {
  const sports = createSlipReducer<Pick>({
    seconds: 10,
    emptyAmount: '',
    sanitize: digitsOnlyStake,
    clearCloses: false,
  });
  it('keeps no editable rate and Clear only empties the amount', () => {
    const opened = sports(initialSlipState(), { ...open });
    expect(opened.rate).toBeNull();
    expect(sports(opened, { type: 'stepRate', direction: 1 })).toBe(opened);
    const typed = sports(opened, { type: 'amount', value: '250' });
    expect(sports(typed, { type: 'clear' })).toMatchObject({ amount: '', selection: { sid: '1' } });
  });
});

describe('stake amount', () => {
  it('reads empty or junk text as 0', () => {
    expect(stakeAmount('')).toBe(0);
    expect(stakeAmount('12')).toBe(12);
    expect(stakeAmount('x')).toBe(0);
  });
});
