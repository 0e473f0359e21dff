import type { Match } from '@esk/contracts/http/sports-schemas';
import { describe, expect, it } from 'vitest';
import { cricketMatches, isBlinking, isInPlay } from './match-list';

const match = (id: string, extra: Partial<Match>): Match => ({
  _id: id,
  matchName: id,
  matchDate: 0,
  seriesName: 'S',
  marketId: `1.${id}`,
  eventId: id,
  cacheUrl: '',
  status: 'INPLAY',
  sportId: 4,
  priority: 0,
  ...extra,
});

describe('match list', () => {
  it('keeps cricket only, by priority then start time', () => {
    const rows = cricketMatches([
      match('late', { priority: 0, matchDate: 300 }),
      match('soccer', { sportId: 1 }),
      match('second', { priority: 1, matchDate: 100 }),
      match('early', { priority: 0, matchDate: 200 }),
    ]);
    expect(rows.map((row) => row._id)).toEqual(['early', 'late', 'second']);
  });

  it('opens only INPLAY rows', () => {
    expect(isInPlay({ status: 'INPLAY' })).toBe(true);
    expect(isInPlay({ status: 'UPCOMING' })).toBe(false);
  });

  it('blinks from 30 minutes before the start', () => {
    const now = 1_000_000_000;
    expect(isBlinking(now + 30 * 60_000, now)).toBe(true);
    expect(isBlinking(now + 30 * 60_000 + 1, now)).toBe(false);
    expect(isBlinking(now - 5 * 3600_000, now)).toBe(true);
  });
});
