import { describe, expect, it } from 'vitest';
import type { RunnersSection, TilesSection } from '../logic/board-model';
import { aaaBetFor, aaaFamily } from './aaa';
import { cardRows, ctx, liveRound } from './feed-fixtures';

const row = (sid: string, nat: string, b1: string, l1: string | undefined, gstatus: string) => ({
  mid: 'R',
  sid,
  nat,
  b1,
  bs1: '500000',
  ...(l1 ? { l1, ls1: '500000' } : {}),
  rate: b1,
  gstatus,
});

const round = (gstatus = 'ACTIVE') =>
  liveRound({ mid: 'R', C1: '1' }, [
    row('1', 'Amar', '2.12', '2.28', gstatus),
    row('2', 'Akbar', '3.15', '3.45', gstatus),
    row('3', 'Anthony', '4.15', '4.55', gstatus),
    row('4', 'Even', '2.12', undefined, gstatus),
    row('5', 'Odd', '1.83', undefined, gstatus),
    row('6', 'Red', '1.97', undefined, gstatus),
    row('7', 'Black', '1.97', undefined, gstatus),
    ...cardRows(8, '12.00', gstatus).map((card) => ({ ...card, b1: card.rate })),
  ]);

describe('Amar Akbar Anthony (001 §2.7)', () => {
  it('offers A, B, C with Yes (back, less oddsDifference) and No (lay, as sent)', () => {
    const [options] = aaaFamily.board(round(), ctx('aaa', 0.02)) as [RunnersSection];
    expect(options.columns.map((column) => column.label)).toEqual(['casino.side.yes', 'casino.side.no']);
    expect(
      options.rows.map((option) => [
        option.name,
        ...option.cells.map((cell) => `${cell?.side} ${cell?.rate}`),
      ]),
    ).toEqual([
      ['A. Amar', 'back 2.1', 'lay 2.28'],
      ['B. Akbar', 'back 3.13', 'lay 3.45'],
      ['C. Anthony', 'back 4.13', 'lay 4.55'],
    ]);
  });

  it('is bettable only while ACTIVE', () => {
    const cells = (status: string) =>
      aaaFamily
        .board(round(status), ctx('aaa'))
        .flatMap((section) =>
          section.kind === 'runners'
            ? section.rows.flatMap((r) => r.cells)
            : section.tiles.map((t) => t.cell),
        );
    expect(cells('ACTIVE').every((cell) => cell?.open)).toBe(true);
    expect(cells('SUSPENDED').some((cell) => cell?.open)).toBe(false);
    expect(cells('1').some((cell) => cell?.open)).toBe(true);
  });

  it('sends betFor oddEven and color for the boxes, cards for the card boxes, which share one rate', () => {
    const [, sides, cards] = aaaFamily.board(round(), ctx('aaa')) as [
      RunnersSection,
      TilesSection,
      TilesSection,
    ];
    expect(sides.tiles.map((tile) => `${tile.cell.nat}:${tile.cell.betFor}`)).toEqual([
      'Even:oddEven',
      'Odd:oddEven',
      'Red:color',
      'Black:color',
    ]);
    expect(cards.tiles).toHaveLength(13);
    expect(cards.sharedRate).toBe('12.00');
    expect(cards.hideRates).toBe(true);
    expect(aaaBetFor('Card K')).toBe('cards');
    expect(aaaBetFor('Amar')).toBe('aaa');
  });
});
