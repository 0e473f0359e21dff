import { describe, expect, it } from 'vitest';
import { eventExamplesOf } from '../examples';
import { crashValue } from './aviator';

describe('aviator crashValue', () => {
  it('parses the JSON string and numbers sent as strings', () => {
    const parsed = crashValue.payload.parse(
      JSON.stringify({
        gameStatus: 'running',
        crashValue: '',
        crashStatus: 'false',
        waitingTime: '0',
        progress: '100',
        curentMultiplier: '1.84',
        roundId: 123456,
        isBetting: 0,
      }),
    );
    expect(parsed).toEqual({
      gameStatus: 'running',
      crashValue: 0,
      crashStatus: false,
      waitingTime: 0,
      progress: 100,
      curentMultiplier: 1.84,
      roundId: '123456',
      isBetting: false,
    });
  });

  it('rejects bad JSON and an unknown state', () => {
    expect(crashValue.payload.safeParse('{not json').success).toBe(false);
    const closed = { ...JSON.parse(String(eventExamplesOf(crashValue)[0])), gameStatus: 'crashed' };
    expect(crashValue.payload.safeParse(JSON.stringify(closed)).success).toBe(false);
  });
});
