import { describe, expect, it } from 'vitest';
import type { TilesSection } from '../logic/board-model';
import { andarBaharFamily, suitOf } from './andar-bahar';
import { cardRows, ctx, liveRound, rateRow } from './feed-fixtures';

const rows = (gstatus = '1') => [
  rateRow('1', 'SA', '1.95', gstatus),
  rateRow('2', '1st Bet', '1.95', gstatus),
  rateRow('3', '2nd Bet', '1.95', gstatus),
  rateRow('4', 'SB', '1.95', gstatus),
  rateRow('5', '1st Bet', '1.95', gstatus),
  rateRow('6', '2nd Bet', '1.95', gstatus),
  ...cardRows(7, '12.00', gstatus, 'Joker'),
  ...['Spade', 'Club', 'Heart', 'Diamond'].map((suit, i) =>
    rateRow(String(20 + i), `Joker ${suit}`, '3.75', gstatus),
  ),
  rateRow('24', 'Joker Odd', '1.79', gstatus),
  rateRow('25', 'Joker Even', '2.10', gstatus),
];

const board = (oddsDifference = 0, gstatus = '1') =>
  andarBaharFamily.board(
    liveRound({ mid: 'R', C1: '1', cards: '1' }, rows(gstatus)),
    ctx('ab2', oddsDifference),
  ) as TilesSection[];

describe('Andar Bahar (001 §2.9)', () => {
  it('has an Andar and a Bahar row of three boxes at the fixed 1.95, less the oddsDifference', () => {
    const [andar, bahar] = board(0.05);
    expect(andar?.tiles.map((tile) => [tile.cell.sid, tile.cell.label, tile.short, tile.cell.rate])).toEqual([
      ['1', 'Andar SA', 'SA', 1.9],
      ['2', 'Andar 1st Bet', '1st Bet', 1.9],
      ['3', 'Andar 2nd Bet', '2nd Bet', 1.9],
    ]);
    expect(bahar?.tiles.map((tile) => tile.cell.sid)).toEqual(['4', '5', '6']);
    expect(board()[0]?.tiles[0]?.cell.rate).toBe(1.95);
  });

  it("refuses the four suit boxes ('Bets Not Accepteble') and keeps odd/even and the thirteen cards bettable", () => {
    const [, , sides, cards] = board();
    expect(sides?.tiles.map((tile) => [tile.cell.nat, tile.cell.open, tile.cell.refusal ?? ''])).toEqual([
      ['Joker Odd', true, ''],
      ['Joker Even', true, ''],
      ['Joker Spade', false, 'casino.bet.notAccepted'],
      ['Joker Club', false, 'casino.bet.notAccepted'],
      ['Joker Heart', false, 'casino.bet.notAccepted'],
      ['Joker Diamond', false, 'casino.bet.notAccepted'],
    ]);
    expect(cards?.tiles.map((tile) => tile.rank).join('')).toBe('A2345678910JQK');
    expect(cards?.tiles.every((tile) => tile.cell.open && tile.cell.betFor === 'cards')).toBe(true);
    expect(
      board(0, '0')
        .flatMap((section) => section.tiles)
        .some((tile) => tile.cell.open),
    ).toBe(false);
    expect(sides?.tiles.slice(2).map((tile) => `${tile.rank}:${tile.tone}`)).toEqual([
      '♠:black',
      '♣:black',
      '♥:red',
      '♦:red',
    ]);
    expect(suitOf('Joker Heart')).toEqual({ symbol: '♥', tone: 'red' });
  });

  it('deals the joker first, then Bahar at odd positions and Andar at even ones', () => {
    const round = liveRound({ mid: 'R', C1: '7HH', cards: '7HH,2SS,3DD,4CC,7SS,1,1' }, rows());
    expect(andarBaharFamily.hands(round)).toEqual([
      { key: 'joker', labelKey: 'casino.hand.joker', cards: ['7HH'], count: 1 },
      { key: 'andar', labelKey: 'casino.hand.andar', cards: ['3DD', '7SS'], count: 2 },
      { key: 'bahar', labelKey: 'casino.hand.bahar', cards: ['2SS', '4CC'], count: 2 },
    ]);
  });
});
