/**
 * The English labels of a round result's desc lines and hands (result-view.ts reads rounds with
 * them). Data only, in a module of its own: the client's dictionaries need the labels at start-up,
 * the reading itself only where a result is drawn (its own chunk).
 */
/** The labels of result desc lines, by id (English; the client has them in its dictionaries). */
export const RESULT_FIELDS = {
  winner: 'Winner',
  winnerPair: 'Winner Pair',
  perfect: 'Perfect',
  either: 'Either',
  bigSmall: 'Big/Small',
  score: 'Score',
  twoCard: '2 Card',
  sevenCard: '7 Card',
  other: 'Other',
  color: 'Color',
  oddEven: 'Odd/Even',
  suit: 'Suit',
  points: 'Points',
  cards: 'Cards',
  pair: 'Pair',
  pairPlus: 'Pair Plus',
  total: 'Total',
  hands: 'Hands',
  totals: 'Totals',
  scores: 'Scores',
  card: 'Card',
  line: 'Line',
  dulhaDulhan: 'Dulha Dulhan/Barati',
  pana: 'Pana',
  ocada: 'Ocada',
  run: 'Run',
  joker: 'Joker',
  number: 'Number',
  half: '1-18/19-36',
  dozen: 'Dozen',
  underOver: 'Under/Over',
  dus: 'Dus',
  crash: 'Crash',
  squares: 'Squares',
  turns: 'Turns',
} as const;
export type ResultField = keyof typeof RESULT_FIELDS;

/** What a group of cards is: a player, a side, a hand, the board... */
export type GroupRole =
  | 'player'
  | 'banker'
  | 'dealer'
  | 'board'
  | 'andar'
  | 'bahar'
  | 'joker'
  | 'low'
  | 'high'
  | 'markers'
  | 'dragon'
  | 'tiger'
  | 'total'
  | 'suit'
  | 'card'
  | 'cards';

export const GROUP_ROLES: Record<GroupRole, string> = {
  player: 'Player',
  banker: 'Banker',
  dealer: 'Dealer',
  board: 'Board',
  andar: 'Andar',
  bahar: 'Bahar',
  joker: 'Joker',
  low: 'Low Cards',
  high: 'High Cards',
  markers: 'Markers',
  dragon: 'Dragon',
  tiger: 'Tiger',
  total: 'Total',
  suit: 'Suit',
  card: 'Card',
  cards: 'Cards',
};
