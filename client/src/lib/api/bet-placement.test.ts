import { calls } from '@esk/contracts';
import { examplesOf } from '@esk/contracts/examples';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useBettingLockStore } from '@/stores/betting-lock-store';
import { callApi } from './api-client';
import { BET_PLACEMENT_PATHS } from './bet-placement';

afterEach(() => vi.unstubAllGlobals());

describe('the bet placements a closed betting refuses', () => {
  it('are calls of the contracts that move money (access bettor)', () => {
    const contracts = Object.values(calls).flatMap((area) => Object.values(area));
    for (const path of BET_PLACEMENT_PATHS) {
      const contract = contracts.find((entry) => entry.path === path);
      expect(contract?.access, path).toBe('bettor');
    }
  });

  it('are refused before they are sent while the daily loss limit is reached; cash-outs still go', async () => {
    const fetch = vi.fn(async () => new Response('{"error":false,"message":"ok","data":{}}'));
    vi.stubGlobal('fetch', fetch);
    useBettingLockStore.getState().setLock({ reason: 'lossLimit', limit: 500, loss: 700 });
    const [bet] = examplesOf(calls.casino.casinoBetPlace);
    await expect(callApi(calls.casino.casinoBetPlace, bet.request)).rejects.toThrow(
      'Bets are closed: you have reached your daily loss limit.',
    );
    expect(fetch).not.toHaveBeenCalled();
    const [cashOut] = examplesOf(calls.aviator.avaitorCashOut);
    await callApi(calls.aviator.avaitorCashOut, cashOut.request).catch(() => undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
