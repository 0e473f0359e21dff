/**
 * Ludo Quick Table (gtype ludo; the lobby's 'Ludo', game 600113): Red, Green, Yellow and Blue
 * roll a die together each turn; the first token past square 30 wins (3.85). When several pass
 * it in the same turn the furthest wins; a shared furthest square returns every bet.
 * The draw is the turns' rolls, four digits a turn ('3526'). Results: '1'..'4' (Red, Green,
 * Yellow, Blue), '0' shared. desc (|): Winner | final squares | turns.
 */
import { outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

export const LUDO_COLOURS = ['Red', 'Green', 'Yellow', 'Blue'] as const;
export const LUDO_FINISH = 30;

const markets: ProviderMarket[] = LUDO_COLOURS.map((nat, index) => ({
  sid: String(index + 1),
  nat,
  rate: 3.85,
}));

/** The squares after each turn of rolls; throws on a roll that is not 1-6. */
export function ludoSquares(turns: readonly string[]): number[] {
  const squares = [0, 0, 0, 0];
  for (const turn of turns) {
    if (!/^[1-6]{4}$/.test(turn)) throw new RangeError(`ludo: a turn is four rolls 1-6, got '${turn}'`);
    [...turn].forEach((roll, index) => {
      squares[index] = (squares[index] ?? 0) + Number(roll);
    });
  }
  return squares;
}

export const ludo: ProviderRules = {
  gtype: 'ludo',
  markets,
  dealsCards: false,
  deal(rng) {
    const turns: string[] = [];
    const squares = [0, 0, 0, 0];
    while (Math.max(...squares) < LUDO_FINISH) {
      const rolls = squares.map(() => rng.int(1, 6));
      rolls.forEach((roll, index) => {
        squares[index] = (squares[index] ?? 0) + roll;
      });
      turns.push(rolls.join(''));
    }
    return turns;
  },
  evaluate(draw) {
    const squares = ludoSquares(draw);
    const before = ludoSquares(draw.slice(0, -1));
    const top = Math.max(...squares);
    if (top < LUDO_FINISH || Math.max(...before) >= LUDO_FINISH) {
      throw new RangeError('ludo: the race must end on the turn a token passes the finish');
    }
    const leaders = squares.flatMap((square, index) => (square === top ? [String(index + 1)] : []));
    const shared = leaders.length > 1;
    const result = shared ? '0' : (leaders[0] as string);
    return outcome({
      result,
      winners: shared ? [] : [result],
      voids: shared ? markets.map((market) => market.sid) : [],
      desc: [
        shared ? 'Shared' : LUDO_COLOURS[Number(result) - 1],
        squares.map((square, index) => `${LUDO_COLOURS[index]} ${square}`).join(', '),
        `${draw.length} turns`,
      ].join('|'),
      win: result,
    });
  },
};
