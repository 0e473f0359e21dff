import { scenarioActionSchema } from '@esk/scenarios/actions';
import { describe, expect, it } from 'vitest';
import { formatOffset, Timeline } from './timeline';

const START = Date.parse('2026-03-14T19:30:00+05:30');

describe('the timeline of a run', () => {
  it('writes scenario time from the start and the clock at +05:30', () => {
    expect(formatOffset(0)).toBe('+0:00.000');
    expect(formatOffset(90_500)).toBe('+1:30.500');
    expect(formatOffset(3_723_004)).toBe('+1:02:03.004');
    const line = new Timeline(START).line(START + 240_000, {
      type: 'aviator.crash',
      roundId: 'AV1',
      crashPoint: 2.5,
      serverSeed: 'scripted-abc',
    });
    expect(line).toMatchObject({
      offset: '+4:00.000',
      clock: '19:34:00',
      text: 'AV1 crashed at 2.50 (scripted)',
    });
  });

  it('names matches, sessions and teams from earlier actions and shows the values QA checks', () => {
    const timeline = new Timeline(START);
    timeline.line(
      START,
      scenarioActionSchema.parse({
        type: 'sports.addMatch',
        marketId: '1.2',
        eventId: '9',
        matchName: 'India v Pakistan',
        seriesName: 'QA',
        startAt: START,
        teams: [
          { selectionId: '1', name: 'India' },
          { selectionId: '2', name: 'Pakistan' },
        ],
      }),
    );
    const open = timeline.line(START, {
      type: 'sports.openSession',
      marketId: '1.2',
      sessionId: '77',
      name: '10 OVER RUN IND',
      runsNo: 48,
      runsYes: 49,
      oddsNo: 1,
      oddsYes: 1,
      max: 50000,
      remark: '',
      comPerm: 'YES',
    });
    expect(open.text).toBe('India v Pakistan · 10 OVER RUN IND opens: NO 48 / YES 49 (100/100) sessionId 77');
    const declared = timeline.line(START + 180_000, {
      type: 'sports.declareSession',
      marketId: '1.2',
      sessionId: '77',
      run: 52,
    });
    expect(declared.text).toBe('India v Pakistan · 10 OVER RUN IND declared: run 52');
    expect(
      timeline.line(START, {
        type: 'sports.declareMarket',
        marketId: '1.2',
        market: 'bookmaker',
        winnerSelectionId: '1',
      }).text,
    ).toBe('India v Pakistan bookmaker won by India');
    expect(
      timeline.line(START, {
        type: 'sports.setExchangePrices',
        marketId: '1.2',
        market: 'matchOdds',
        runners: [
          { selectionId: '1', back: [{ price: 1.85, size: 500 }], lay: [{ price: 1.87, size: 200 }] },
          { selectionId: '2', back: [], lay: [{ price: 2.2, size: 100 }] },
        ],
      }).text,
    ).toBe('India v Pakistan matchOdds: India back 1.85 / lay 1.87, Pakistan back - / lay 2.2');
    expect(
      timeline.line(START, {
        type: 'recording.answer',
        call: 'user.userBalance',
        method: 'POST',
        url: 'https://api.example/v1/user/userBalance',
        request: {},
        status: 200,
        body: {},
        encrypted: false,
      }).text,
    ).toBe('user.userBalance answers 200 (POST https://api.example/v1/user/userBalance)');
  });

  it("shows a casino round's result as the game's rules read its cards", () => {
    const timeline = new Timeline(START);
    timeline.line(START, {
      type: 'casino.startRound',
      shortName: 'lucky7',
      roundId: 'R1',
      cards: ['9HH'],
      bettingMs: 15_000,
    });
    expect(timeline.line(START, { type: 'casino.declare', shortName: 'lucky7', roundId: 'R1' }).text).toBe(
      'lucky7 round R1 result 2: High Card | Odd | Red | Card 9 (cards 9HH)',
    );
  });

  it('shows the plain fields of an action it has no line for', () => {
    expect(
      new Timeline(START).line(START, { type: 'domain.update', clientNotification: 'Welcome' }).text,
    ).toBe('clientNotification=Welcome');
  });

  it('says what a fault does and when one is cleared', () => {
    const timeline = new Timeline(START);
    const http = {
      type: 'fault.http',
      path: '/v1/',
      latencyMs: 0,
      message: 'down',
      durationMs: 1000,
    } as const;
    expect(timeline.line(START, { ...http, status: 503 }).text).toBe("/v1/ answers 503 'down' for 1s");
    expect(timeline.line(START, { ...http, latencyMs: 800 }).text).toBe('/v1/ +800 ms for 1s');
    expect(timeline.line(START, { type: 'fault.clear', path: '/v1/' }).text).toBe('/v1/ faults cleared');
    expect(timeline.line(START, { type: 'fault.clear' }).text).toBe('every HTTP fault cleared');
  });

  it('shows the cards a demo dealt in the round result', () => {
    const timeline = new Timeline(START);
    timeline.line(START, {
      type: 'casino.startRound',
      shortName: 'lucky7',
      roundId: 'R2',
      cards: ['9HH'],
      bettingMs: 15_000,
    });
    expect(
      timeline.line(START, {
        type: 'casino.setRoundCards',
        shortName: 'lucky7',
        roundId: 'R2',
        cards: ['7SS'],
      }).text,
    ).toBe('lucky7 round R2 dealt 7SS');
    expect(timeline.line(START, { type: 'casino.declare', shortName: 'lucky7', roundId: 'R2' }).text).toMatch(
      /^lucky7 round R2 result .*\(cards 7SS\)$/,
    );
  });
});
