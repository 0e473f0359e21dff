import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Harness } from './harness';
import { EVENT, MARKET, refusal, sportsHarness, standardMatch } from './sports-fixture';

let h: Harness;

beforeEach(async () => {
  h = await sportsHarness();
  standardMatch(h);
});
afterEach(async () => {
  await h.close();
});

const scoreJson = async (eventId = EVENT) => h.app.inject({ method: 'GET', url: `/score/${eventId}.json` });

describe('the score frame', () => {
  it('has no score until the scenario sends one', async () => {
    const response = await scoreJson();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eventId: EVENT,
      marketId: MARKET,
      matchName: 'India v Australia',
      matchStatus: 'INPLAY',
      teams: ['India', 'Australia'],
      score: null,
    });
  });

  it('/score/<eventId>.json reflects the last sports.setScore', async () => {
    h.sim.trigger({
      type: 'sports.setScore',
      marketId: MARKET,
      innings: [{ team: 'India', runs: 12, wickets: 0, overs: '1.4' }],
      status: 'India won the toss and chose to bat',
      recentBalls: ['1', '4'],
    });
    h.sim.trigger({
      type: 'sports.setScore',
      marketId: MARKET,
      innings: [
        { team: 'India', runs: 171, wickets: 6, overs: '20.0' },
        { team: 'Australia', runs: 118, wickets: 4, overs: '15.0' },
      ],
      status: 'Australia need 54 runs from 30 balls',
      recentBalls: ['1', '4', 'W', '0', '6', '1'],
    });
    const body = (await scoreJson()).json();
    expect(body.score).toMatchObject({
      innings: [
        { team: 'India', runs: 171, wickets: 6, overs: '20.0', crr: '8.55' },
        { team: 'Australia', runs: 118, wickets: 4, overs: '15.0', crr: '7.87' },
      ],
      status: 'Australia need 54 runs from 30 balls',
      recentBalls: ['1', '4', 'W', '0', '6', '1'],
      target: 172,
      at: h.sim.clock.now(),
    });
    const page = await h.app.inject({ method: 'GET', url: `/score/${EVENT}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Australia need 54 runs from 30 balls');
    expect(page.body).toContain('<script src="/pages/score.js">');
    const script = await h.app.inject({ method: 'GET', url: '/pages/score.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain(".json'");
  });

  it('refuses a score for an unknown match and answers unknown events with 404', async () => {
    expect(refusal(h, { type: 'sports.setScore', marketId: '9.9', innings: [] })).toMatch(/no match/);
    expect(() =>
      h.sim.trigger({
        type: 'sports.setScore',
        marketId: MARKET,
        innings: [{ team: 'India', runs: 1, wickets: 0, overs: '1.7' }],
      }),
    ).toThrow();
    expect((await scoreJson('99999')).statusCode).toBe(404);
  });
});
