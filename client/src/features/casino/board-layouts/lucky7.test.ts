import { describe, expect, it } from 'vitest';
import type { TilesSection } from '../logic/board-model';
import { rateText } from '../logic/cells';
import { cardRankOf } from './card-boxes';
import { cardRows, ctx, liveRound, rateRow } from './feed-fixtures';
import { lucky7Family } from './lucky7';

const round = (gstatus = '1', C1 = '1') =>
  liveRound({ mid: 'R1', autotime: '9', C1 }, [
    rateRow('1', 'LOW Card', '2.00', gstatus),
    rateRow('2', 'HIGH Card', '2.00', gstatus),
    rateRow('3', 'Even', '2.10', gstatus),
    rateRow('4', 'Odd', '1.79', gstatus),
    rateRow('5', 'Red', '1.95', gstatus),
    rateRow('6', 'Black', '1.95', gstatus),
    ...cardRows(7, '12.00', gstatus),
  ]);

const tiles = (sections: ReturnType<typeof lucky7Family.board>) =>
  (sections as TilesSection[]).map((section) => section.tiles.map((tile) => tile.cell));

describe('Lucky 7 (001 §2.6)', () => {
  it('lays out LOW/HIGH, Even/Odd/Red/Black and the thirteen cards with betFor from the first word', () => {
    const [lowHigh, sides, cards] = tiles(lucky7Family.board(round(), ctx('lucky7')));
    expect(lowHigh?.map((cell) => [cell.nat, cell.betFor])).toEqual([
      ['LOW Card', 'lowHigh'],
      ['HIGH Card', 'lowHigh'],
    ]);
    expect(sides?.map((cell) => [cell.nat, cell.betFor])).toEqual([
      ['Even', 'oddEven'],
      ['Odd', 'oddEven'],
      ['Red', 'color'],
      ['Black', 'color'],
    ]);
    expect(cards).toHaveLength(13);
    expect(cards?.[0]).toMatchObject({ sid: '7', nat: 'Card A', betFor: 'cards', rate: 12, open: true });
  });

  it('shows every rate less the oddsDifference', () => {
    const [lowHigh, , cards] = tiles(lucky7Family.board(round(), ctx('lucky7', 0.02)));
    expect(lowHigh?.[0]?.rate).toBe(1.98);
    expect(cards?.[12]?.rate).toBe(11.98);
  });

  it("shows the spec's fallback odds without a rate: '2.00' on the even-money boxes, '0.00' on a card (001 §9)", () => {
    const blank = liveRound({ mid: 'R1', autotime: '9', C1: '1' }, [
      rateRow('1', 'LOW Card', '', '1'),
      rateRow('5', 'Red', '', '1'),
      ...cardRows(7, '', '1'),
    ]);
    const [lowHigh, colour, cards] = tiles(lucky7Family.board(blank, ctx('lucky7')));
    expect(lowHigh?.map((cell) => rateText(cell.rate, cell.noRateText))).toEqual(['2.00']);
    expect(colour?.map((cell) => rateText(cell.rate, cell.noRateText))).toEqual(['2.00']);
    expect(rateText(cards?.[0]?.rate ?? 0, cards?.[0]?.noRateText)).toBe('0.00');
    // Display only: a box without a rate takes no bets.
    expect(lowHigh?.[0]?.open).toBe(false);
  });

  it("opens the boxes only while gstatus is '1'", () => {
    const closed = tiles(lucky7Family.board(round('0'), ctx('lucky7'))).flat();
    expect(closed.every((cell) => !cell.open)).toBe(true);
    expect(
      tiles(lucky7Family.board(round('1'), ctx('lucky7')))
        .flat()
        .every((cell) => cell.open),
    ).toBe(true);
  });

  it('draws the card boxes as ranks and puts C1 on the table', () => {
    const sections = lucky7Family.board(round(), ctx('lucky7')) as TilesSection[];
    expect(sections[2]?.tiles.map((tile) => tile.rank).join(' ')).toBe('A 2 3 4 5 6 7 8 9 10 J Q K');
    expect(sections[1]?.tiles.map((tile) => tile.tone ?? '-')).toEqual(['-', '-', 'red', 'black']);
    expect(lucky7Family.hands(round('0', 'KHH'))).toEqual([{ key: 'card', cards: ['KHH'], count: 1 }]);
    expect(cardRankOf('Card 10')).toBe('10');
    expect(cardRankOf('Joker q')).toBe('Q');
    expect(cardRankOf('Card 11')).toBeUndefined();
  });
});
