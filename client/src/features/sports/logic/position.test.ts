import { describe, expect, it } from 'vitest';
import { formatPosition, positionsFor, positionTone } from './position';

describe('positions', () => {
  it('is green above 0, red below, neutral at 0', () => {
    expect(positionTone(950)).toBe('profit');
    expect(positionTone(-1)).toBe('loss');
    expect(positionTone(0)).toBe('neutral');
  });

  it('picks one market by oddsType and keys it by selection', () => {
    const map = positionsFor(
      {
        oddsPosition: [
          { _id: '1', oddsType: 'bookmaker', totalPosition: 950 },
          { _id: '2', oddsType: 'bookmaker', totalPosition: -1000 },
          { _id: '1', oddsType: 'toss', totalPosition: 5 },
        ],
        sessionPosition: [],
      },
      'bookmaker',
    );
    expect([...map]).toEqual([
      ['1', 950],
      ['2', -1000],
    ]);
    expect(positionsFor(undefined, 'toss').size).toBe(0);
  });

  it('formats with a sign', () => {
    expect(formatPosition(950)).toBe('+950');
    expect(formatPosition(-1000.4)).toBe('-1000');
    expect(formatPosition(-0.2)).toBe('0');
  });
});
