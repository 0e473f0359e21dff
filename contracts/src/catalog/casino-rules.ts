/**
 * The live tables' rules in English, by game family, plus what every table shares (001 §2.5:
 * "a rules image that opens in a popup"). One source for the rules image the mock draws
 * (mock-server/src/pages/rules-image.ts) and the text the client shows beside it (in Hindi too,
 * client/src/features/casino/content/table-rules.ts).
 */
import type { LiveTableFamily } from './casino-games';

export interface TableRules {
  /** The family's own rules. */
  game: Record<LiveTableFamily, string>;
  /** What every table shares: the betting window and what a bet pays. */
  common: string[];
}

export const TABLE_RULES_EN: TableRules = {
  game: {
    teenTwoPlayer:
      'Player A and Player B get three cards each; the better Teen Patti hand wins (trail, pure sequence, sequence, colour, pair, high card). LAGAI backs a player, KHAI lays it.',
    teenThreeWay:
      'Tiger, Lion and Dragon get three cards each. Winner pays on the best hand; Pair, Flush, Straight, Trio and StraightFlush pay on that player’s own hand.',
    lucky7:
      'One card is drawn. LOW Card wins on A to 6, HIGH Card on 8 to K; a 7 loses both. Even/Odd and Red/Black read the card; a card box wins on its exact rank.',
    dragonTiger:
      'One card each to Dragon and Tiger; the higher rank wins (ace is low). Equal ranks are a Tie, which pays 11 and makes Dragon and Tiger bets lose.',
    aaa: 'One card is drawn: Amar (A) wins on A to 6, Akbar (B) on 7 to 10, Anthony (C) on J, Q, K. Yes backs an option, No lays it.',
    andarBahar:
      'A joker card is shown, then cards go to Bahar and Andar in turn; the side that gets the joker’s rank first wins. The suit boxes take no bets.',
    worli:
      'Three cards are drawn; the single digit is the last digit of the sum of their values (A = 1, 10 and court cards = 0). The winning digit pays 9.5.',
    card32a:
      'Players 8, 9, 10 and 11 start with their number as score and add one card each (6 to K, J = 11, Q = 12, K = 13); the highest score wins, tied leaders draw again.',
    card32eu:
      'Played as 32 Cards A. The side markets read the first four cards: Odd/Even per player, colours, the 8 & 9 and 10 & 11 totals and the last digit of their sum (N Single).',
  },
  common: [
    'Bets are taken while the countdown runs; the cards are then dealt and the round settles.',
    'A back bet pays stake × (rate − 1); a lay bet risks that much to win the stake.',
  ],
};

/** Where the mock serves a table's rules image (an SVG drawn from TABLE_RULES_EN), by shortName. */
export const rulesImagePath = (shortName: string) => `/pages/rules/${encodeURIComponent(shortName)}.svg`;
