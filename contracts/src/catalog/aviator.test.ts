import { describe, expect, it } from 'vitest';
import {
  AVIATOR_AUTO_CASHOUT_DEFAULTS,
  AVIATOR_CASINO_TYPE,
  AVIATOR_DEFAULT_STAKE,
  AVIATOR_EVENT_ID,
  AVIATOR_HISTORY_CAP,
  AVIATOR_MESSAGES,
  AVIATOR_STAKE_PRESETS,
  AVIATOR_STAKE_STEP,
  AVIATOR_TILE_EVENT_ID,
  aviatorStakeError,
  maxBetMessage,
  minBetMessage,
  multiplierColour,
  pushCrashHistory,
  reachesAutoCashout,
} from './aviator';

describe('aviator catalog', () => {
  it('has the spec ids, presets and defaults', () => {
    expect(AVIATOR_TILE_EVENT_ID).toBe(30303);
    expect(AVIATOR_EVENT_ID).toBe(303031);
    expect(AVIATOR_CASINO_TYPE).toBe('aviator');
    expect([...AVIATOR_STAKE_PRESETS]).toEqual([10, 50, 100, 1000]);
    expect(AVIATOR_DEFAULT_STAKE).toBe(10);
    expect(AVIATOR_STAKE_STEP).toBe(10);
    expect([...AVIATOR_AUTO_CASHOUT_DEFAULTS]).toEqual([5.5, 5.2]);
  });

  it('keeps the messages verbatim', () => {
    expect(AVIATOR_MESSAGES.betPlaced).toBe('Aviator Bet Place Succesfull');
    expect(AVIATOR_MESSAGES.advanceQueued).toBe('Your bet will be placed in the next round.');
    expect(AVIATOR_MESSAGES.advanceCanceled).toBe('Advance bet canceled.');
    expect(AVIATOR_MESSAGES.flewAway).toBe('FLEW AWAY!');
    expect(maxBetMessage(5000)).toBe('max bet amount 5000');
    expect(minBetMessage(10)).toBe('min bet amount 10');
  });

  it('checks the stake against max first, then min', () => {
    const limits = { minStake: 10, maxStake: 5000 };
    expect(aviatorStakeError(6000, limits)).toBe('max bet amount 5000');
    expect(aviatorStakeError(5, limits)).toBe('min bet amount 10');
    expect(aviatorStakeError(10, limits)).toBeNull();
    expect(aviatorStakeError(5000, limits)).toBeNull();
  });

  it('colours multipliers at 2 and 10', () => {
    expect(multiplierColour(1)).toBe('blue');
    expect(multiplierColour(1.99)).toBe('blue');
    expect(multiplierColour(2)).toBe('purple');
    expect(multiplierColour(9.99)).toBe('purple');
    expect(multiplierColour(10)).toBe('magenta');
  });

  it('auto cash-out fires within 0.1 of the target', () => {
    expect(reachesAutoCashout(5.4, 5.5)).toBe(true);
    expect(reachesAutoCashout(5.6, 5.5)).toBe(true);
    expect(reachesAutoCashout(5.45, 5.5)).toBe(true);
    // Jumped over the window (a hidden tab): still cashes rather than riding to the crash.
    expect(reachesAutoCashout(9, 5.5)).toBe(true);
    expect(reachesAutoCashout(5.39, 5.5)).toBe(false);
    expect(reachesAutoCashout(0, 0.05)).toBe(false);
  });

  it('keeps at most 30 crash values, newest first', () => {
    let history: number[] = [];
    for (let i = 1; i <= 40; i++) history = pushCrashHistory(history, i);
    expect(history).toHaveLength(AVIATOR_HISTORY_CAP);
    expect(history[0]).toBe(40);
    expect(history[29]).toBe(11);
  });
});
