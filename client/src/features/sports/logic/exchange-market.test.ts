import { eventMarketsExample } from '@esk/contracts/http/sports.examples';
import { eventMarketsSchema } from '@esk/contracts/http/sports-event-markets';
import { describe, expect, it } from 'vitest';
import { exchangeTable, formatSize } from './exchange-market';

const markets = eventMarketsSchema.parse(eventMarketsExample);

describe('exchange market tables', () => {
  it('finds a market by its marketType with three levels a side, best first', () => {
    const table = exchangeTable(markets, 'matchOdds');
    expect(table).toMatchObject({ marketId: '1.245690250', open: true, status: 'OPEN' });
    expect(table?.runners[0]).toEqual({
      selectionId: '1',
      name: 'India',
      back: [
        { price: 1.62, size: 12840.5 },
        { price: 1.61, size: 30211 },
        { price: 1.6, size: 8120 },
      ],
      lay: [
        { price: 1.63, size: 9400 },
        { price: 1.64, size: 21500.25 },
        { price: 1.65, size: 4800 },
      ],
    });
  });

  it('pads missing levels and locks a market that is not OPEN', () => {
    const tied = exchangeTable(markets, 'tiedMatch');
    expect(tied).toMatchObject({ open: false, status: 'SUSPENDED' });
    expect(tied?.runners.map((runner) => [runner.name, runner.back, runner.lay])).toEqual([
      ['Yes', [null, null, null], [null, null, null]],
      ['No', [null, null, null], [null, null, null]],
    ]);
  });

  it('is undefined when the feed has no such market (or no feed)', () => {
    expect(exchangeTable(markets.slice(0, 1), 'tiedMatch')).toBeUndefined();
    expect(exchangeTable(null, 'matchOdds')).toBeUndefined();
  });

  it('shortens sizes for a cell', () => {
    expect(formatSize(950.7)).toBe('950');
    expect(formatSize(1250)).toBe('1.25k');
    expect(formatSize(12840.5)).toBe('12.8k');
    expect(formatSize(1_250_000)).toBe('1.25M');
    expect(formatSize(0)).toBe('');
  });
});
