import { AVIATOR_LIVE_BETTOR_CAP } from '@esk/contracts/catalog/aviator';
import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import { describe, expect, it } from 'vitest';
import { allBetsRows, fakeBettorCount } from './bets-list';

const own = (over: Partial<CasinoBet>): CasinoBet =>
  ({ _id: 'b1', roundId: 'R1', amount: 100, createdAt: 0, isDeleted: false, ...over }) as CasinoBet;

describe('the aviator bets list', () => {
  it("lists the player's open bets of the round from diamondBetsList when there is no crowd (the real API)", () => {
    const rows = allBetsRows(
      null,
      [own({ userInfo: { username: 'DEMO' } }), own({ _id: 'b0', roundId: 'R0' })],
      'R1',
      'me',
    );
    expect(rows).toEqual([{ id: 'b1', player: 'DEMO', amount: 100 }]);
  });

  it('lets the crowd enrich it, without listing a bet twice', () => {
    const crowd = {
      roundId: 'R1',
      liveBettors: 2,
      totalBets: 600,
      totalWin: 0,
      bets: [
        { id: 'b1', player: 'd***o', amount: 100 },
        { id: 'c1', player: 'r***2', amount: 500 },
      ],
    };
    expect(
      allBetsRows(crowd, [own({}), own({ _id: 'b2', amount: 50 })], 'R1', 'me').map((row) => row.id),
    ).toEqual(['b2', 'b1', 'c1']);
    // A crowd of another round (the socket is behind) lists nothing of this one.
    expect(allBetsRows({ ...crowd, roundId: 'R0' }, [], 'R1', 'me')).toEqual([]);
  });
});

describe('the live-bettor figure (002 §2: a fake figure climbing randomly up to 400)', () => {
  it('climbs with the seconds, never above the cap, the same for the same round', () => {
    const figures = Array.from({ length: 120 }, (_, second) => fakeBettorCount('R1', second));
    for (let i = 1; i < figures.length; i++) expect(figures[i]).toBeGreaterThanOrEqual(figures[i - 1] ?? 0);
    expect(figures[0]).toBeGreaterThanOrEqual(40);
    expect(figures.at(-1)).toBe(AVIATOR_LIVE_BETTOR_CAP);
    expect(fakeBettorCount('R1', 10)).toBe(figures[10]);
    expect(fakeBettorCount('R2', 10)).not.toBe(figures[10]);
  });

  it('is never below the bets the page lists', () => {
    expect(fakeBettorCount('R1', 0, 300)).toBe(300);
  });
});
