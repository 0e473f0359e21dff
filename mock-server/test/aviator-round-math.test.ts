import { events } from '@esk/contracts';
import { msToReach, multiplierAt } from '@esk/contracts/catalog/aviator-curve';
import { describe, expect, it } from 'vitest';
import {
  type AviatorRound,
  cashOutProfit,
  hasCrashed,
  isBettingOpen,
  liveMultiplier,
  liveState,
} from '../src/exchange/aviator/round-math';

const T0 = 1_800_000_000_000;
const open: AviatorRound = {
  roundId: 'AV1',
  serverSeedHash: 'a'.repeat(64),
  status: 'open',
  openedAt: T0,
  bettingEndsAt: T0 + 8000,
};

describe('aviator rules', () => {
  it('counts the betting window down with a progress bar', () => {
    expect(liveState(open, T0 + 2000)).toMatchObject({
      gameStatus: 'open',
      progress: 25,
      waitingTime: 6,
      isBetting: true,
      curentMultiplier: 1,
      crashValue: '',
      crashStatus: false,
    });
    expect(isBettingOpen(open, T0 + 7999)).toBe(true);
    expect(isBettingOpen(open, T0 + 8000)).toBe(false);
    expect(liveState(open, T0 + 9000)).toMatchObject({ progress: 100, isBetting: false, waitingTime: 0 });
  });

  it('climbs the shared curve while running and never passes the crash point', () => {
    const running: AviatorRound = { ...open, status: 'running', takeOffAt: T0 + 8000, crashPoint: 2.5 };
    expect(liveMultiplier(running, T0 + 8000)).toBe(1);
    expect(liveMultiplier(running, T0 + 8000 + msToReach(2))).toBe(2);
    expect(liveMultiplier(running, T0 + 8000 + 5000)).toBe(multiplierAt(5000));
    expect(liveMultiplier(running, T0 + 8000 + 60_000)).toBe(2.5);
    expect(hasCrashed(running, T0 + 8000 + msToReach(2.5) - 1)).toBe(false);
    expect(hasCrashed(running, T0 + 8000 + msToReach(2.5))).toBe(true);
  });

  it('shows the crash value once crashed', () => {
    const crashed: AviatorRound = {
      ...open,
      status: 'waiting',
      takeOffAt: T0 + 8000,
      crashPoint: 1.37,
      crashedAt: T0 + 20_000,
    };
    const state = liveState(crashed, T0 + 23_000);
    expect(state).toMatchObject({
      crashValue: 1.37,
      crashStatus: true,
      curentMultiplier: 1.37,
      waitingTime: 3,
    });
    expect(events.aviator.crashValue.payload.safeParse(JSON.stringify(state)).success).toBe(true);
    expect(liveState({ ...crashed, status: 'close' }, T0 + 24_000).gameStatus).toBe('close');
  });

  it('pays stake x (m - 1) on a cash-out, in whole paise', () => {
    expect(cashOutProfit(10000, 2)).toBe(10000);
    expect(cashOutProfit(10000, 1)).toBe(0);
    expect(cashOutProfit(3333, 1.84)).toBe(2800);
    expect(cashOutProfit(1000, 2.37)).toBe(1370);
  });
});
