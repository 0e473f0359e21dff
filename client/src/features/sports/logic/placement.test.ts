import { calls } from '@esk/contracts';
import { describe, expect, it } from 'vitest';
import { buildPlacement } from './placement';

const ids = { marketId: '1.233426157', eventId: '34391443' };

describe('placement payloads', () => {
  it('sends a bookmaker LAGAI bet as the contract shows', () => {
    const placement = buildPlacement(
      { market: 'bookmaker', selectionId: '1', label: 'India', type: 'L', odds: 0.95, run: 0 },
      1000,
      ids,
    );
    expect(placement).toEqual({
      call: 'oddBetPlaced',
      body: {
        odds: '0.95',
        amount: 1000,
        selectionId: '1',
        marketId: ids.marketId,
        eventId: ids.eventId,
        betFor: 'odds',
        run: '0',
        oddsType: 'bookmaker',
        type: 'L',
      },
    });
    expect(calls.sports.oddBetPlaced.request.safeParse(placement.body).success).toBe(true);
  });

  it('sends a toss KHAI bet with betFor and oddsType toss', () => {
    const placement = buildPlacement(
      { market: 'toss', selectionId: '2', label: 'Australia', type: 'K', odds: 0.98, run: 0 },
      500,
      ids,
    );
    expect(placement.body).toMatchObject({ betFor: 'toss', oddsType: 'toss', type: 'K', odds: '0.98' });
  });

  it('sends a session NO bet with its run and session_id', () => {
    const placement = buildPlacement(
      { market: 'fancy', selectionId: '2147', label: '6 OVER RUN', type: 'N', odds: 1, run: 45 },
      200,
      ids,
    );
    expect(placement).toEqual({
      call: 'sessionBetPlaced',
      body: {
        odds: '1',
        amount: 200,
        selectionId: '2147',
        marketId: ids.marketId,
        eventId: ids.eventId,
        betFor: 'fancy',
        run: '45',
        oddsType: 'fancy',
        type: 'N',
      },
    });
    expect(calls.sports.sessionBetPlaced.request.safeParse(placement.body).success).toBe(true);
  });

  it('sends a match odds lay with its decimal odds and the exchange market id', () => {
    const placement = buildPlacement(
      {
        market: 'matchOdds',
        selectionId: '1',
        label: 'India',
        type: 'K',
        odds: 1.63,
        run: 0,
        betfairMarketId: '1.245690250',
      },
      2000,
      ids,
    );
    expect(placement).toEqual({
      call: 'oddBetPlaced',
      body: {
        odds: '1.63',
        amount: 2000,
        selectionId: '1',
        marketId: ids.marketId,
        eventId: ids.eventId,
        betFor: 'matchOdds',
        run: '0',
        oddsType: 'matchOdds',
        type: 'K',
        betfairMarketId: '1.245690250',
      },
    });
    expect(calls.sports.oddBetPlaced.request.safeParse(placement.body).success).toBe(true);
  });

  it('sends a tied match back with betFor and oddsType tiedMatch', () => {
    const placement = buildPlacement(
      { market: 'tiedMatch', selectionId: '37302', label: 'Yes', type: 'L', odds: 40, run: 0 },
      100,
      ids,
    );
    expect(placement.body).toMatchObject({
      odds: '40',
      betFor: 'tiedMatch',
      oddsType: 'tiedMatch',
      type: 'L',
    });
  });
});
