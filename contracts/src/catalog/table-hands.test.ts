import { describe, expect, it } from 'vitest';
import { LIVE_TABLE_FAMILIES } from './casino-games';
import { type LiveRoundData, roundOutcomeName, tableHands } from './table-hands';

const round = (info: Record<string, string>, second?: Record<string, string>): LiveRoundData => ({
  t1: [{ mid: 'R', ...info }, ...(second ? [{ mid: 'R', ...second }] : [])],
  t2: [],
});

describe('tableHands', () => {
  it('reads two-player teen patti as A C1-C3 and B C4-C6, or B from the one-day feed row', () => {
    const hands = tableHands('teenTwoPlayer', round({ C1: 'KHH', C2: '1', C3: '1', C4: '2SS' }));
    expect(hands.map((hand) => [hand.name, hand.cards])).toEqual([
      ['Player A', ['KHH', '1', '1']],
      ['Player B', ['2SS', '', '']],
    ]);
    const oneDay = tableHands('teenTwoPlayer', round({ C1: 'AHH' }, { C1: '5DD', C2: '6DD', C3: '7DD' }));
    expect(oneDay[1]?.cards).toEqual(['5DD', '6DD', '7DD']);
  });

  it('reads Andar Bahar as the joker, then Bahar at odd places and Andar at even ones, face-down cards left out', () => {
    const hands = tableHands('andarBahar', round({ C1: '7HH', cards: '7HH,2SS,3DD,4CC,1,1' }));
    expect(hands.map((hand) => [hand.key, hand.cards, hand.count])).toEqual([
      ['joker', ['7HH'], 1],
      ['andar', ['3DD'], 1],
      ['bahar', ['2SS', '4CC'], 2],
    ]);
  });

  it('reads the 32-card tables as Players 8-11 round-robin with their scores, the highest leading', () => {
    const hands = tableHands(
      'card32eu',
      round({ C1: '14', C2: '19', C3: '10', C4: '19', desc: '6SS,10HH,1,1' }),
    );
    expect(hands.map((hand) => [hand.name, hand.cards.join(), hand.score, hand.leading])).toEqual([
      ['Player 8', '6SS', '14', false],
      ['Player 9', '10HH', '19', true],
      ['Player 10', '', '10', false],
      ['Player 11', '', '19', true],
    ]);
  });

  it('gives every family its hands from an empty round without throwing', () => {
    for (const family of LIVE_TABLE_FAMILIES) {
      expect(tableHands(family, { t1: [], t2: [] }).length).toBeGreaterThan(0);
    }
  });
});

describe('roundOutcomeName', () => {
  it.each([
    ['teenTwoPlayer', '1', ['a'], 'Player A'],
    ['teenTwoPlayer', '3', ['b'], 'Player B'],
    ['teenThreeWay', '21', ['l'], 'Lion'],
    ['lucky7', '0', [], 'Tie'],
    ['lucky7', '2', [], 'HIGH Card'],
    ['dragonTiger', '2', ['tiger'], 'Tiger'],
    ['dragonTiger', '3', [], 'Tie'],
    ['aaa', '3', [], 'C. Anthony'],
    ['andarBahar', '1', ['andar'], 'Andar'],
    ['worli', '0', [], 'Single 0'],
    ['card32a', '4', ['11'], 'Player 11'],
  ] as const)('%s result %s is %s', (family, code, hands, text) => {
    expect(roundOutcomeName(family, code)).toEqual({ hands, text });
  });

  it('names nothing for a code the table does not have', () => {
    expect(roundOutcomeName('dragonTiger', '9')).toBeUndefined();
    expect(roundOutcomeName('card32eu', '5')).toBeUndefined();
    expect(roundOutcomeName('worli', '10')).toBeUndefined();
  });
});
