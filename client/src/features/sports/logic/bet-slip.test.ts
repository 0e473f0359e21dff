import { describe, expect, it } from 'vitest';
import { initialSlip, type SlipAction, type SlipSelection, type SlipState, slipReducer } from './bet-slip';

const selection: SlipSelection = {
  market: 'bookmaker',
  selectionId: '1',
  label: 'India',
  type: 'L',
  odds: 0.95,
  run: 0,
};
const run = (actions: SlipAction[], state: SlipState = initialSlip) => actions.reduce(slipReducer, state);
const open: SlipAction = { type: 'open', selection, submissionKey: 'k1' };
const ticks = (n: number): SlipAction[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('bet slip countdown', () => {
  it('opens with a 10-second countdown and an empty amount', () => {
    expect(run([open])).toMatchObject({
      selection,
      countdown: 10,
      amount: '',
      phase: 'idle',
      submissionKey: 'k1',
    });
  });

  it('counts down and at 0 clears the slip and resets the amount', () => {
    const state = run([open, { type: 'chip', amount: 500 }, ...ticks(9)]);
    expect(state).toMatchObject({ countdown: 1, amount: '500' });
    expect(run([{ type: 'tick' }], state)).toMatchObject({ selection: null, countdown: 0, amount: '' });
  });

  it('Close sets countdown and amount to 0', () => {
    expect(run([open, { type: 'chip', amount: 1000 }, { type: 'close' }])).toMatchObject({
      selection: null,
      countdown: 0,
      amount: '',
    });
  });

  it('Done without an amount only ends the countdown', () => {
    expect(run([open, { type: 'done', confirm: false }])).toMatchObject({
      selection: null,
      countdown: 0,
      phase: 'idle',
    });
  });

  it('Done with an amount places directly, or asks first when the confirm modal is on', () => {
    expect(run([open, { type: 'amount', value: '200' }, { type: 'done', confirm: false }]).phase).toBe(
      'processing',
    );
    const asking = run([open, { type: 'amount', value: '200' }, { type: 'done', confirm: true }]);
    expect(asking.phase).toBe('confirm');
    expect(run([{ type: 'confirm' }], asking).phase).toBe('processing');
    expect(run([{ type: 'cancelConfirm' }], asking)).toMatchObject({ phase: 'idle', amount: '200' });
  });

  it('ignores everything but the outcome while processing (a second Done places nothing)', () => {
    const processing = run([open, { type: 'chip', amount: 100 }, { type: 'done', confirm: false }]);
    expect(run([{ type: 'done', confirm: false }, { type: 'tick' }, { type: 'close' }], processing)).toBe(
      processing,
    );
  });

  it('goes to success or error with the message, closing the slip; OK clears it', () => {
    const processing = run([open, { type: 'chip', amount: 100 }, { type: 'done', confirm: false }]);
    const ok = run([{ type: 'placed', message: 'Bet Placed Successfully' }], processing);
    expect(ok).toMatchObject({ phase: 'success', message: 'Bet Placed Successfully', selection: null });
    const failed = run([{ type: 'failed', message: 'Bet not Placed !' }], processing);
    expect(failed).toMatchObject({ phase: 'error', message: 'Bet not Placed !', countdown: 0 });
    expect(run([{ type: 'acknowledge' }], failed)).toMatchObject({ phase: 'idle', message: '' });
  });

  it('ignores non-numeric typing and allows an empty amount', () => {
    expect(run([open, { type: 'amount', value: '12' }, { type: 'amount', value: '12x' }]).amount).toBe('12');
    expect(run([open, { type: 'amount', value: '12' }, { type: 'amount', value: '' }]).amount).toBe('');
  });

  it('typing an amount or picking a chip restarts the 10 s (WCAG 2.2.1); an untouched slip still times out', () => {
    const typed = run([open, ...ticks(8), { type: 'amount', value: '5' }]);
    expect(typed).toMatchObject({ countdown: 10, amount: '5' });
    expect(run([...ticks(7), { type: 'chip', amount: 2000 }], typed)).toMatchObject({ countdown: 10 });
    expect(run([open, ...ticks(10)])).toMatchObject({ selection: null, countdown: 0 });
  });

  it('the confirm modal closes with the slip when the countdown runs out', () => {
    const asking = run([open, { type: 'chip', amount: 100 }, { type: 'done', confirm: true }]);
    expect(run(ticks(10), asking)).toMatchObject({ phase: 'idle', selection: null });
  });
});
