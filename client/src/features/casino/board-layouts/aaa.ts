/**
 * Amar Akbar Anthony (001 §2.7): options A, B, C with Yes (back) and No (lay), open only when
 * ACTIVE; odd/even and red/black boxes (betFor oddEven, color); thirteen card boxes sharing one
 * rate display. One card on the table.
 */
import { marketName } from '@esk/contracts/catalog/casino';
import type { BoardSection, RunnerRow } from '../logic/board-model';
import { type RoundContext, rateText, rowBySid, rowCell } from '../logic/cells';
import { cardBoxTile, cardRankOf } from './card-boxes';
import { familyHands, type LiveRoundData, type TableFamily } from './table-family';

/** The three options by sid, with their letters. */
export const AAA_OPTIONS = [
  { sid: '1', letter: 'A', name: 'Amar' },
  { sid: '2', letter: 'B', name: 'Akbar' },
  { sid: '3', letter: 'C', name: 'Anthony' },
] as const;

/** betFor of an AAA box by its name (designed: the spec names oddEven and color only). */
export function aaaBetFor(name: string): string {
  const word = name.trim().toLowerCase();
  if (word === 'even' || word === 'odd') return 'oddEven';
  if (word === 'red' || word === 'black') return 'color';
  if (cardRankOf(name)) return 'cards';
  return 'aaa';
}

export const aaaFamily: TableFamily = {
  sideWords: { back: 'casino.side.yes', lay: 'casino.side.no' },
  hands: familyHands('aaa'),
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[] {
    const rows: RunnerRow[] = AAA_OPTIONS.flatMap(({ sid, letter, name }) => {
      const row = rowBySid(round.t2, sid);
      if (!row) return [];
      const label = `${letter}. ${marketName(row) || name}`;
      return [
        {
          key: sid,
          name: label,
          positionSid: sid,
          cells: [
            rowCell(row, 'back', ctx, { betFor: 'aaa', label }),
            rowCell(row, 'lay', ctx, { betFor: 'aaa', label }),
          ],
        },
      ];
    });
    const boxes = round.t2.filter((row) => aaaBetFor(marketName(row)) !== 'aaa');
    const tile = (row: (typeof boxes)[number]) => cardBoxTile(row, ctx, aaaBetFor(marketName(row)));
    const sides = boxes.filter((row) => aaaBetFor(marketName(row)) !== 'cards').map(tile);
    const cards = boxes.filter((row) => aaaBetFor(marketName(row)) === 'cards').map(tile);
    return [
      {
        kind: 'runners',
        key: 'options',
        columns: [
          { label: 'casino.side.yes', side: 'back' },
          { label: 'casino.side.no', side: 'lay' },
        ],
        rows,
      },
      { kind: 'tiles', key: 'oddEvenColour', tiles: sides, perRow: { narrow: 2, wide: 4 } },
      {
        kind: 'tiles',
        key: 'cards',
        title: 'casino.section.cards',
        tiles: cards,
        perRow: { narrow: 7, wide: 13 },
        sharedRate: rateText(cards[0]?.cell.rate ?? 0),
        hideRates: true,
      },
    ];
  },
};
