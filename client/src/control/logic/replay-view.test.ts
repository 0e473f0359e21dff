import { describe, expect, it } from 'vitest';
import { differences, firstDifferentPath, type ReplayResult, replaySide, replayVerdict } from './replay-view';

const AT = Date.parse('2026-11-21T12:00:05.120+05:30');

describe("a replay's comparison", () => {
  it('says same or different and how much was compared', () => {
    const same: ReplayResult = {
      requests: 3,
      events: 120,
      matches: true,
      firstDifference: null,
      partial: false,
    };
    expect(replayVerdict(same)).toMatchObject({ same: true, counts: '3 requests re-sent, 120 events equal' });
    const different = replayVerdict({
      ...same,
      matches: false,
      firstDifference: { seq: 42, expected: null, actual: null },
    });
    expect(different).toMatchObject({ same: false, headline: 'Different from journal entry #42' });
  });

  it('reads each side: its event, whom it went to, its time, its payload (JSON strings as JSON)', () => {
    const side = replaySide(
      { at: AT, event: { to: 'user', userId: 'u1', event: 'coinUpdate', payload: '{"coins":500}' } },
      (id) => (id === 'u1' ? 'DEMO' : id),
    );
    expect(side).toEqual({
      at: AT,
      time: '21 Nov, 12:00:05.120',
      name: 'coinUpdate',
      target: 'user DEMO',
      payload: { coins: 500 },
    });
    expect(replaySide(null)).toBeNull();
  });

  it('names what differs, down to the first payload field', () => {
    const recorded = replaySide({
      at: AT,
      event: { to: 'room', room: '1.1', event: '1.1', payload: { data: { rates: [1, 2] } } },
    });
    const replayed = replaySide({
      at: AT,
      event: { to: 'room', room: '1.1', event: '1.1', payload: { data: { rates: [1, 3] } } },
    });
    expect(differences(recorded, replayed)).toEqual(['payload differs at data.rates[1]']);
    expect(differences(recorded, null)).toEqual([
      'the replay emitted nothing here: the export has more events',
    ]);
    expect(firstDifferentPath({ a: 1 }, { a: 1 })).toBeUndefined();
    expect(firstDifferentPath('x', 'y')).toBe('(the whole payload)');
  });
});
