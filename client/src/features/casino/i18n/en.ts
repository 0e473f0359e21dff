/**
 * The casino area's English texts, spread into the app's dictionary (client/src/i18n/en.ts).
 * Spec texts keep their exact spelling.
 */
export const casinoEn = {
  'casino.result.roundId': 'Round Id',
  'casino.result.title': 'Round Result',
  'casino.result.notAvailable': 'Result not available',
  'casino.result.loading': 'Loading the result…',
  'casino.result.winner': 'Winner',
  'casino.result.winnerMark': 'Winner',
  'casino.result.cards': 'Cards',
} as const;
