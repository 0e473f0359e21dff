import type { ScenarioAction } from '@esk/scenarios';
import { describe, expect, it } from 'vitest';
import { scheduleAreaOf } from './schedule-area';

const area = (action: Record<string, unknown>) => scheduleAreaOf(action as ScenarioAction);

describe('scheduleAreaOf', () => {
  it('puts an action in the area of its product', () => {
    expect(area({ type: 'sports.declareSession' })).toBe('sports');
    expect(area({ type: 'intCasino.dealRound' })).toBe('casino');
    expect(area({ type: 'casino.declare' })).toBe('casino');
    expect(area({ type: 'matka.declare' })).toBe('matka');
    expect(area({ type: 'aviator.crash' })).toBe('aviator');
  });

  it("puts a scripted player's bet with the product it is on", () => {
    expect(area({ type: 'player.sessionBet' })).toBe('sports');
    expect(area({ type: 'player.matkaBet' })).toBe('matka');
    expect(area({ type: 'player.aviatorCashOut' })).toBe('aviator');
  });

  it('puts recorded answers by their call and pushes by their channel', () => {
    expect(area({ type: 'recording.answer', call: 'sports.matchList' })).toBe('sports');
    expect(area({ type: 'recording.answer', call: 'user.userBalance' })).toBe('other');
    expect(area({ type: 'recording.push', channel: 'match' })).toBe('sports');
    expect(area({ type: 'recording.push', channel: 'account' })).toBe('other');
  });

  it('puts accounts, notices and faults in other', () => {
    for (const type of ['account.forceLogout', 'domain.update', 'fault.http', 'recording.begin'])
      expect(area({ type })).toBe('other');
  });
});
