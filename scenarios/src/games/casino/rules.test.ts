/** Hand-checked rounds of each table: results, winning sids, desc and what the feed shows. */
import { card32PlayerCards } from '@esk/contracts/catalog/casino';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../rng';
import type { RoundView } from '../types';
import { rankValue } from './cards';
import { casinoGames, dealFor, dealForWinner } from './index';

const game = (shortName: string) => {
  const found = casinoGames[shortName];
  if (!found) throw new Error(shortName);
  return found;
};
const evaluate = (shortName: string, cards: string) => game(shortName).evaluate(cards.split(','));
const view = (cards: string, shown: number, patch: Partial<RoundView> = {}): RoundView => ({
  roundId: '1',
  cards: cards.split(','),
  shown,
  secondsLeft: 0,
  bettingOpen: false,
  suspended: false,
  lastResults: [],
  ...patch,
});

describe('lucky7', () => {
  it('makes a 7 the tie: LOW and HIGH both lose', () => {
    const outcome = evaluate('lucky7', '7HH');
    expect(outcome.result).toBe('0');
    expect(outcome.winners.sort()).toEqual(['13', '4', '5'].sort());
    expect(outcome.voids).toBeUndefined();
    expect(outcome.desc).toBe('Tie | Odd | Red | Card 7');
  });

  it('calls A-6 low and 8-K high, with parity, colour and the card', () => {
    expect(evaluate('lucky7', '5SS')).toMatchObject({ result: '1', winners: ['1', '4', '6', '11'] });
    expect(evaluate('lucky7', 'QDD')).toMatchObject({
      result: '2',
      winners: ['2', '3', '5', '18'],
      desc: 'High Card | Even | Red | Card Q',
    });
    expect(evaluate('lucky7', 'ACC').winners).toContain('7');
  });
});

describe('aaa', () => {
  it('splits A-6 Amar, 7-10 Akbar, J-K Anthony', () => {
    expect(evaluate('aaa', '6CC').result).toBe('1');
    expect(evaluate('aaa', '7HH').result).toBe('2');
    expect(evaluate('aaa', '10DD').result).toBe('2');
    expect(evaluate('aaa', 'JSS').result).toBe('3');
    expect(evaluate('aaa', 'KHH')).toMatchObject({
      winners: ['3', '5', '6', '20'],
      desc: 'Anthony | Odd | Red | Card K',
    });
  });

  it('sends AAA rows with ACTIVE/SUSPENDED and lay only on A, B, C', () => {
    const { t2 } = game('aaa').feed(view('KHH', 0, { bettingOpen: true, secondsLeft: 9 }));
    expect(t2[0]).toMatchObject({ nat: 'Amar', b1: '2.12', l1: '2.28', gstatus: 'ACTIVE' });
    expect(t2[3]).toMatchObject({ nat: 'Even', b1: '2.12' });
    expect(t2[3]).not.toHaveProperty('l1');
    expect(t2[19]).toMatchObject({ nat: 'Card K', rate: '12.00' });
    expect(game('aaa').feed(view('KHH', 1)).t2[0]).toMatchObject({ gstatus: 'SUSPENDED' });
  });
});

describe('dragon tiger', () => {
  it('compares ranks with the ace low; equal ranks tie', () => {
    expect(evaluate('dt20', 'KHH,5SS')).toMatchObject({
      result: '1',
      winners: ['1'],
      desc: 'Dragon*Dragon K*Tiger 5',
    });
    expect(evaluate('dt20', 'AHH,2CC').result).toBe('2');
    expect(evaluate('dt202', '9HH,9SS')).toMatchObject({ result: '3', winners: ['3'] });
  });

  it('shows the Dragon card in C1 and the Tiger card in C2', () => {
    expect(game('dt20').feed(view('KHH,5SS', 1)).t1[0]).toMatchObject({ C1: 'KHH', C2: '1', gtype: 'dt20' });
  });
});

describe('worli2', () => {
  it('takes the sum of the values mod 10 (A=1, 10-K=0)', () => {
    expect(evaluate('worli2', 'KHH,5SS,7DD')).toMatchObject({
      result: '2',
      winners: ['2'],
      desc: 'Pana 570 | Single 2',
    });
    expect(evaluate('worli2', 'ASS,2HH,7DD')).toMatchObject({ result: '0', desc: 'Pana 127 | Single 0' });
    expect(evaluate('worli2', '10HH,JSS,QDD')).toMatchObject({ result: '0', desc: 'Pana 000 | Single 0' });
  });
});

describe('teen20 and teen', () => {
  // Dealt A, B, A, B, A, B: A holds a trail of aces, B a pure sequence.
  const aTrail = 'ASS,KCC,AHH,QCC,ADD,JCC';
  const bTrail = 'KCC,ASS,QCC,AHH,JCC,ADD';

  it('lets the trail beat the pure sequence, B codes 2 on teen20 and 3 on teen', () => {
    expect(evaluate('teen20', aTrail)).toMatchObject({
      result: '1',
      winners: ['1'],
      win: '1',
      desc: 'Player A | A : Trail | B : Pure Sequence',
    });
    expect(evaluate('teen20', bTrail)).toMatchObject({ result: '2', winners: ['3'], win: '3' });
    expect(evaluate('teen', bTrail)).toMatchObject({ result: '3', winners: ['3'], win: '3' });
  });

  it('serves C1-C6 in t1[0], B in t1[1] and lagai/khai raw rates', () => {
    const { t1, t2 } = game('teen20').feed(view(aTrail, 3, { bettingOpen: true, secondsLeft: 5 }));
    expect(t1[0]).toMatchObject({ C1: 'ASS', C2: 'AHH', C3: '1', C4: 'KCC', C5: '1', C6: '1' });
    expect(t1[0]).toMatchObject({ nation: 'Player A', sid: '1', b1: 98, l1: 100, gstatus: 'ACTIVE' });
    expect(t1[1]).toMatchObject({ nation: 'Player B', sid: '3', C1: 'KCC', C2: '1', C3: '1' });
    expect(t2).toEqual([
      expect.objectContaining({ nation: 'Player A', sid: '1', rate: '1.98', b1: 98, l1: 100, gstatus: '1' }),
      expect.objectContaining({ nation: 'Player B', sid: '3', rate: '1.98', gstatus: '1' }),
    ]);
    expect(game('teen').feed(view(aTrail, 0)).t2[0]).toMatchObject({ gstatus: 'SUSPENDED' });
  });
});

describe('teen9', () => {
  // Dealt T, L, D in turn: Tiger 9-9-4 (pair), Lion 5-5-5 (trio), Dragon K-8-2 of hearts (flush).
  const cards = '9SS,5SS,KHH,9CC,5HH,8HH,4DD,5DD,2HH';

  it('pays the best hand and each player’s own category', () => {
    expect(evaluate('teen9', cards)).toMatchObject({
      result: '21',
      winners: ['21', '12', '25', '33'],
      desc: 'Lion | T : Pair | L : Trail | D : Colour',
    });
  });

  it('shows Tiger in C1-C3, Lion in C4-C6, Dragon in C7-C9 and the three columns', () => {
    const { t1, t2 } = game('teen9').feed(view(cards, 9));
    expect(t1[0]).toMatchObject({ C1: '9SS', C2: '9CC', C3: '4DD', C4: '5SS', C7: 'KHH', C9: '2HH' });
    expect(t2[0]).toMatchObject({
      nation: 'Winner',
      tsection: '11',
      lsection: '21',
      dsection: '31',
      dsectionid: '31',
      tstatus: 'False',
    });
    expect(t2.map((row) => row.nation)).toEqual([
      'Winner',
      'Pair',
      'Flush',
      'Straight',
      'Trio',
      'StraightFlush',
    ]);
  });
});

describe('32 cards', () => {
  // 8: K -> 21, 9: Q -> 21, 10: 6 -> 16, 11: 6 -> 17; 8 and 9 tie and draw again: 7 -> 28, 6 -> 27.
  const tie = 'KHH,QSS,6DD,6CC,7HH,6HH';

  it('adds the card to the player number and re-deals to the tied leaders only', () => {
    expect(evaluate('card32-a', 'KHH,6SS,7DD,6CC')).toMatchObject({ result: '1', winners: ['1'] });
    expect(evaluate('card32-a', tie)).toMatchObject({
      result: '1',
      desc: 'Player 8 | 8 : 28 | 9 : 27 | 10 : 16 | 11 : 17',
    });
    expect(() => evaluate('card32-a', `${tie},7SS`)).toThrow(/ends after 6/);
    expect(() => evaluate('card32-a', 'KHH,QSS,6DD,6CC')).toThrow(/single player/);
    expect(() => evaluate('card32-a', 'AHH,QSS,6DD,6CC')).toThrow(/deck/);
  });

  it('lays the passes out four slots each with scores in C1..C4', () => {
    const feed = (shown: number) => game('card32-a').feed(view(tie, shown)).t1[0];
    expect(feed(0)).toMatchObject({ desc: '1,1,1,1', C1: '8', C2: '9', C3: '10', C4: '11' });
    expect(feed(4)).toMatchObject({ desc: 'KHH,QSS,6DD,6CC', C1: '21', C4: '17' });
    expect(feed(5)).toMatchObject({ desc: 'KHH,QSS,6DD,6CC,7HH,1,1,1', C1: '28', C2: '21' });
    const desc = feed(6)?.desc as string;
    expect(desc).toBe('KHH,QSS,6DD,6CC,7HH,6HH,1,1');
    expect(card32PlayerCards(desc)).toEqual([['KHH', '7HH'], ['QSS', '6HH'], ['6DD'], ['6CC']]);
  });

  it("writes the result detail's cards as the finished round's passes (the popup reads them like the feed)", () => {
    for (const shortName of ['card32-a', 'card32eu']) {
      expect(game(shortName).resultCards?.(tie.split(','))).toBe('KHH,QSS,6DD,6CC,7HH,6HH,1,1');
    }
    expect(game('lucky7').resultCards).toBeUndefined();
  });

  it('settles the card32eu side markets on the first pass', () => {
    // First pass K(red) Q(black) 6(red) 6(black): 2-2; 8&9 25 > 10&11 12; digit 37 -> 7.
    const outcome = evaluate('card32eu', tie);
    expect(outcome.winners.sort()).toEqual(['1', '5', '8', '10', '12', '27', '21', '25'].sort());
    expect(outcome.desc).toBe(
      'Player 8 | 8 : 28 | 9 : 27 | 10 : 16 | 11 : 17 | 2-2 | 8-9 | 7 | 8 : Odd | 9 : Even | 10 : Even | 11 : Even',
    );
    // K(black) 7(black) 8(red) 6(black): three black; 8&9 20 > 10&11 14; digit 34 -> 4.
    const black = evaluate('card32eu', 'KSS,7CC,8DD,6CC');
    expect(black.winners).toEqual(expect.arrayContaining(['1', '13', '25', '18']));
    expect(black.winners).not.toContain('26');
    // 8&9 and 10&11 equal (7+8 = 9+6): neither total wins.
    const level = evaluate('card32eu', '7SS,8HH,9CC,6DD');
    expect(level.winners).not.toContain('25');
    expect(level.winners).not.toContain('26');
  });
});

describe('ab2', () => {
  it('deals Bahar first: a match at an even position is Andar', () => {
    const andar = evaluate('ab2', '7HH,2SS,7CC');
    expect(andar).toMatchObject({
      result: '1',
      win: '1',
      voids: ['3', '6'],
      desc: 'Andar | Joker 7 | Odd | Heart',
    });
    expect(andar.winners).toEqual(['1', '2', '13', '24']);
    const bahar = evaluate('ab2', '7HH,2SS,3CC,7DD');
    expect(bahar).toMatchObject({ result: '2', winners: ['4', '5', '6', '13', '24'] });
    expect(bahar.voids).toBeUndefined();
    expect(() => evaluate('ab2', '7HH,2SS,3CC')).toThrow(/first match/);
    expect(() => evaluate('ab2', '7HH,7SS,7CC')).toThrow(/first match/);
  });

  it('shows the joker in C1 and the whole round, padded to 50, in cards', () => {
    const { t1, t2 } = game('ab2').feed(view('QHH,2SS,3CC,QDD', 2));
    expect(t1[0]?.C1).toBe('QHH');
    const cards = String(t1[0]?.cards ?? '').split(',');
    expect(cards).toHaveLength(50);
    expect(cards.slice(0, 4)).toEqual(['QHH', '2SS', '1', '1']);
    expect(t2.map((row) => row.nat).slice(0, 7)).toEqual([
      'SA',
      '1st Bet',
      '2nd Bet',
      'SB',
      '1st Bet',
      '2nd Bet',
      'Joker A',
    ]);
    expect(t2.map((row) => row.nat).slice(19)).toEqual([
      'Joker Spade',
      'Joker Club',
      'Joker Heart',
      'Joker Diamond',
      'Joker Odd',
      'Joker Even',
    ]);
  });
});

describe('scripted rounds', () => {
  it('deals a wanted result or winning market', () => {
    const rng = new Rng('scripted');
    expect(rankValue(dealFor(game('lucky7'), rng, '0')[0] as string)).toBe(7);
    const trio = dealForWinner(game('teen9'), rng, '15');
    expect(new Set(trio.filter((_, index) => index % 3 === 0).map(rankValue)).size).toBe(1);
    expect(() => dealFor(game('lucky7'), rng, '9', 50)).toThrow(/no wanted round/);
  });
});
