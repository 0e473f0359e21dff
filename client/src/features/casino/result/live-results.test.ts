import type { CasinoResult } from '@esk/contracts/http/casino-schemas';
import { describe, expect, it } from 'vitest';
import {
  aaaResult,
  andarBaharResult,
  card32Result,
  dragonTigerResult,
  lucky7Result,
  sideMarketName,
  teenThreeWayResult,
  teenTwoPlayerResult,
  worliResult,
} from './live-results';

const result = (gtype: string, cards: string, desc: string, win: string): CasinoResult => ({
  gtype,
  mid: 'R',
  cards,
  desc,
  win,
  sid: win,
});

const winners = (hands: { key: string; winner: boolean }[]) =>
  hands.filter((h) => h.winner).map((h) => h.key);

describe('live result layouts (001 §2.14)', () => {
  it('teen20 and Teen: A takes the even deals, B the odd; win 1 is A, 2 or 3 is B', () => {
    const view = teenTwoPlayerResult(
      result('teen20', 'KHH,2SS,KDD,5CC,3HH,9SS', 'Player A | A : Pair | B : High Card', '1'),
    );
    expect(view.hands.map((h) => [h.name, h.cards.join(' '), h.note])).toEqual([
      ['Player A', 'KHH KDD 3HH', 'Pair'],
      ['Player B', '2SS 5CC 9SS', 'High Card'],
    ]);
    expect(winners(view.hands)).toEqual(['A']);
    expect(winners(teenTwoPlayerResult(result('Teen', '', '', '3')).hands)).toEqual(['B']);
    expect(winners(teenTwoPlayerResult(result('teen20', '', '', '2')).hands)).toEqual(['B']);
  });

  it('teen9: Tiger, Lion, Dragon in turn; win 21 ticks the Lion', () => {
    const view = teenThreeWayResult(
      result('teen9', 'AHH,2HH,3HH,ASS,2SS,3SS,ACC,2CC,3CC', 'Lion | T : Trio | L : Trio | D : Trio', '21'),
    );
    expect(view.hands.map((h) => h.cards.join(' '))).toEqual(['AHH ASS ACC', '2HH 2SS 2CC', '3HH 3SS 3CC']);
    expect(winners(view.hands)).toEqual(['L']);
    expect(view.hands[0]?.note).toBe('Trio');
  });

  it('lucky7 and aaa tick the outcome that won and list the rest of the desc', () => {
    const seven = lucky7Result(result('lucky7', '7HH', 'Tie | Odd | Red | Card 7', '0'));
    expect(seven.hands[0]?.cards).toEqual(['7HH']);
    expect(seven.outcomes.filter((o) => o.winner).map((o) => o.label)).toEqual(['Tie']);
    expect(seven.lines).toEqual(['Odd', 'Red', 'Card 7']);
    expect(
      aaaResult(result('aaa', 'QSS', 'Anthony | Even | Black | Card Q', '3')).outcomes.find((o) => o.winner)
        ?.label,
    ).toBe('C. Anthony');
  });

  it('dragon tiger: Dragon first, Tiger second; a tie ticks Tie and neither hand', () => {
    expect(
      winners(dragonTigerResult(result('dt20', 'KHH,5SS', 'Dragon*Dragon K*Tiger 5', '1')).hands),
    ).toEqual(['dragon']);
    const tie = dragonTigerResult(result('dt202', '5HH,5SS', 'Tie*Dragon 5*Tiger 5', '3'));
    expect(winners(tie.hands)).toEqual([]);
    expect(tie.outcomes).toEqual([{ key: 'tie', label: 'Tie', winner: true }]);
  });

  it('worli2 shows the three cards with the pana and the single', () => {
    expect(worliResult(result('worli2', 'KHH,5SS,7DD', 'Pana 570 | Single 2', '2'))).toEqual({
      hands: [{ key: 'cards', cards: ['KHH', '5SS', '7DD'], winner: false }],
      outcomes: [],
      lines: ['Pana 570', 'Single 2'],
    });
  });

  it('abj: the joker, Bahar at odd positions, Andar at even ones; win 1 ticks Andar', () => {
    const view = andarBaharResult(result('abj', '7HH,2SS,3DD,4CC,7SS', 'Andar | Joker 7 | Odd | Heart', '1'));
    expect(view.hands.map((h) => [h.key, h.cards.join(' ')])).toEqual([
      ['joker', '7HH'],
      ['andar', '3DD 7SS'],
      ['bahar', '2SS 4CC'],
    ]);
    expect(winners(view.hands)).toEqual(['andar']);
  });

  it('card32 and card32eu: passes of four, final scores, the EU side results in market words', () => {
    const view = card32Result(
      result(
        'card32eu',
        'KHH,QSS,6DD,6CC,7HH,6HH,1,1',
        'Player 8 | 8 : 28 | 9 : 27 | 10 : 16 | 11 : 17 | 2-2 | 8-9 | 2 | 8 : Odd | 9 : Even',
        '1',
      ),
    );
    expect(view.hands.map((h) => [h.name, h.cards.join(' '), h.note, h.winner])).toEqual([
      ['Player 8', 'KHH 7HH', '28', true],
      ['Player 9', 'QSS 6HH', '27', false],
      ['Player 10', '6DD', '16', false],
      ['Player 11', '6CC', '17', false],
    ]);
    expect(view.lines).toEqual([
      'Two Black Two Red',
      '8 & 9 Total',
      'Single 2',
      'Player 8 Odd',
      'Player 9 Even',
    ]);
    expect(sideMarketName('Total Tie')).toBe('Total Tie');
  });
});
