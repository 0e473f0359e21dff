import { describe, expect, it } from 'vitest';
import type { RunnersSection, TilesSection } from '../logic/board-model';
import { card32aFamily, card32euFamily, leadingPlayers } from './card32';
import { ctx, liveRound } from './feed-fixtures';

const row = (sid: string, nation: string, b1: string, l1?: string, gstatus = '1') => ({
  mid: 'R',
  sid,
  nation,
  b1,
  bs1: '500000',
  ...(l1 ? { l1, ls1: '250000' } : {}),
  rate: b1,
  gstatus,
});

const players = [
  row('1', 'Player 8', '12.20', '13.20'),
  row('2', 'Player 9', '5.85', '6.35'),
  row('3', 'Player 10', '3.30', '3.55'),
  row('4', 'Player 11', '2.08', '2.22'),
];
const info = { mid: 'R', C1: '15', C2: '18', C3: '18', C4: '11', desc: '7HH,9SS,8DD,1,1,1,1,1' };

describe('32 Cards A (001 §2.13)', () => {
  it('lists Players 8-11 with back (less oddsDifference) and lay, sizes, and the leading score marked', () => {
    const [section] = card32aFamily.board(liveRound(info, players), ctx('card32-a', 0.2)) as [RunnersSection];
    expect(section.rows.map((r) => [r.name, r.cells[0]?.rate, r.cells[1]?.rate, r.highlight])).toEqual([
      ['Player 8', 12, 13.2, false],
      ['Player 9', 5.65, 6.35, true],
      ['Player 10', 3.1, 3.55, true],
      ['Player 11', 1.88, 2.22, false],
    ]);
    expect(section.rows[0]?.cells[1]?.size).toBe(250000);
  });

  it('deals desc round-robin to the players, hides face-down cards and shows the scores', () => {
    const hands = card32aFamily.hands(liveRound(info, players));
    expect(hands.map((hand) => [hand.name, hand.cards.join(' '), hand.score, hand.leading])).toEqual([
      ['Player 8', '7HH', '15', false],
      ['Player 9', '9SS', '18', true],
      ['Player 10', '8DD', '18', true],
      ['Player 11', '', '11', false],
    ]);
    expect(leadingPlayers([Number.NaN, Number.NaN])).toEqual([]);
  });
});

describe('32 Cards EU (001 §2.13)', () => {
  const eu = (singleStatus = '1') => [
    ...players,
    row('5', 'Player 8 Odd', '1.97'),
    row('6', 'Player 8 Even', '1.97'),
    row('13', 'Any Three Card Black', '3.15', '3.50'),
    row('14', 'Any Three Card Red', '3.15', '3.50'),
    row('27', 'Two Black Two Red', '2.38', '2.62'),
    row('25', '8 & 9 Total', '2.08'),
    row('26', '10 & 11 Total', '2.08'),
    ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((digit, i) =>
      row(String(15 + i), `Single ${digit}`, '9.50', undefined, i === 0 ? singleStatus : '1'),
    ),
  ];

  it('adds Odd/Even per player, the colour rows with back and lay, the totals and N Single', () => {
    const sections = card32euFamily.board(liveRound(info, eu()), ctx('card32eu'));
    expect(sections.map((section) => section.key)).toEqual([
      'players',
      'oddEven',
      'colours',
      'totals',
      'singles',
    ]);
    const [, oddEven, colours, totals, singles] = sections as [
      RunnersSection,
      RunnersSection,
      RunnersSection,
      TilesSection,
      TilesSection,
    ];
    expect(oddEven.rows.map((r) => [r.name, ...r.cells.map((cell) => cell?.sid)])).toEqual([
      ['Player 8', '5', '6'],
    ]);
    expect(colours.rows.map((r) => [r.name, ...r.cells.map((cell) => cell?.side)])).toEqual([
      ['Any Three Card Black', 'back', 'lay'],
      ['Any Three Card Red', 'back', 'lay'],
      ['Two Black Two Red', 'back', 'lay'],
    ]);
    expect(totals.tiles.map((tile) => [tile.cell.nat, tile.cell.betFor])).toEqual([
      ['8 & 9 Total', 'total'],
      ['10 & 11 Total', 'total'],
    ]);
    expect(singles.tiles.map((tile) => tile.short).join('')).toBe('1234567890');
    expect(singles.locked).toBe(false);
  });

  it("locks the single digits unless the first digit's gstatus is open", () => {
    const sections = card32euFamily.board(liveRound(info, eu('0')), ctx('card32eu'));
    expect((sections[4] as TilesSection).locked).toBe(true);
  });
});
