/**
 * Casino War (gtype War): one card to each of players 1-6, then the dealer's. A player wins
 * (1.94) with a higher card than the dealer's (A high); the same rank returns the stake.
 * win lists the winning players ('1,4,6'; '0' when none). desc (|): Winner | Color | Odd/Even |
 * Suit, the last three two lines each joined by '~'.
 */
import { SUIT_NAMES, type Suit } from '@esk/contracts/catalog/cards';
import { warHands } from '@esk/contracts/catalog/result-cards';
import { assertDistinct, colourOf, parityOf, rankValue, suitOf } from '../casino/cards';
import { assertDrawLength, drawCards, outcome } from './deck';
import type { ProviderMarket, ProviderRules } from './types';

const PLAYERS = ['1', '2', '3', '4', '5', '6'];

const markets: ProviderMarket[] = PLAYERS.map((sid) => ({ sid, nat: `Player ${sid}`, rate: 1.94 }));

const high = (card: string) => (rankValue(card) === 1 ? 14 : rankValue(card));

/** 'Red 1,4' style list of the players whose card matches, '-' when none. */
const who = (label: string, cards: readonly string[], test: (card: string) => boolean) => {
  const players = PLAYERS.filter((_, index) => test(cards[index] as string));
  return `${label} ${players.length > 0 ? players.join(',') : '-'}`;
};

export const war: ProviderRules = {
  gtype: 'War',
  markets,
  dealsCards: true,
  deal: (rng) => drawCards(rng, 7),
  evaluate(draw) {
    assertDrawLength(draw, 7, 'War');
    assertDistinct(draw);
    const { dealer } = warHands(draw.join(','));
    const dealerHigh = high(dealer as string);
    const winners = PLAYERS.filter((_, index) => high(draw[index] as string) > dealerHigh);
    const voids = PLAYERS.filter((_, index) => high(draw[index] as string) === dealerHigh);
    const suit = (letter: Suit) => (card: string) => suitOf(card) === letter;
    const lines = [
      winners.length > 0 ? `Player ${winners.join(',')}` : 'Dealer',
      [
        who('Red', draw, (card) => colourOf(card) === 'Red'),
        who('Black', draw, (card) => colourOf(card) === 'Black'),
      ].join('~'),
      [
        who('Odd', draw, (card) => parityOf(card) === 'Odd'),
        who('Even', draw, (card) => parityOf(card) === 'Even'),
      ].join('~'),
      [
        `${who(SUIT_NAMES.S, draw, suit('S'))}, ${who(SUIT_NAMES.H, draw, suit('H'))}`,
        `${who(SUIT_NAMES.C, draw, suit('C'))}, ${who(SUIT_NAMES.D, draw, suit('D'))}`,
      ].join('~'),
    ];
    const win = winners.length > 0 ? winners.join(',') : '0';
    return outcome({ result: win, winners, voids, desc: lines.join('|'), win });
  },
};
