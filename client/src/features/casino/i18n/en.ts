/**
 * The casino area's English texts, spread into the app's dictionary (client/src/i18n/en.ts).
 * Spec texts keep their exact spelling (the catalogue's CASINO_MESSAGES where it has them).
 */
import { CASINO_MESSAGES } from '@esk/contracts/catalog/casino';

export const casinoEn = {
  'casino.result.roundId': 'Round Id',
  'casino.result.title': 'Round Result',
  'casino.result.notAvailable': 'Result not available',
  'casino.result.loading': 'Loading the result…',
  'casino.result.winner': 'Winner',
  'casino.result.winnerMark': 'Winner',
  'casino.result.cards': 'Cards',

  // Live tables (001 §2.5-§2.13)
  'casino.table.roundId': 'Round ID',
  'casino.table.rules': 'Rules',
  'casino.table.rulesTitle': 'Game Rules',
  'casino.table.live': 'LIVE',
  'casino.table.video': 'Live video',
  'casino.table.cardsOnTable': 'Cards on the table',
  'casino.table.min': 'MIN',
  'casino.table.max': 'MAX',
  'casino.table.lastResult': 'Last Result',
  'casino.table.noResults': 'The first results appear here.',
  'casino.table.resultOf': 'Result of round',
  'casino.table.completedBets': 'Completed Casino Bets',
  'casino.table.openBets': 'My Bets',
  'casino.table.noOpenBets': 'No open bets on this table.',
  'casino.table.noCompletedBets': 'No completed bets today.',
  'casino.table.totalPnl': 'Total P&L',
  'casino.table.waiting': 'Waiting for the dealer…',
  'casino.table.notFound': 'This table is not available.',
  'casino.table.retry': 'Try again',
  'casino.table.feedPaused': 'Live data is paused: reconnecting…',
  'casino.table.betsClosed': 'Betting on this table is closed.',
  'casino.table.locked': 'Suspended',
  'casino.table.position': 'Position',
  'casino.table.countdown': 'Seconds left to bet',
  'casino.table.bettingOpen': 'Betting open',
  'casino.table.bettingClosed': 'Betting closed',
  'casino.table.secondsLeft': 'seconds left',
  'casino.table.newRound': 'New round',
  'casino.table.score': 'Score',
  'casino.table.slipHint': 'Tap a rate to open the bet slip.',

  'casino.side.back': 'Back',
  'casino.side.lay': 'Lay',
  'casino.side.yes': 'Yes',
  'casino.side.no': 'No',
  'casino.side.lagai': 'LAGAI',
  'casino.side.khai': 'KHAI',
  'casino.side.odd': 'Odd',
  'casino.side.even': 'Even',

  'casino.hand.dragon': 'Dragon',
  'casino.hand.tiger': 'Tiger',
  'casino.hand.lion': 'Lion',
  'casino.hand.andar': 'Andar',
  'casino.hand.bahar': 'Bahar',
  'casino.hand.joker': 'Joker',

  'casino.section.cards': 'Single card',
  'casino.section.jokerCards': 'Joker card',
  'casino.section.oddEven': 'Odd / Even',
  'casino.section.colours': 'Colours',
  'casino.section.single': 'N Single',

  'casino.bets.team': 'Team',
  'casino.bets.roundId': 'Round Id',
  'casino.bets.mode': 'Mode',
  'casino.bets.rate': 'Rate',
  'casino.bets.amount': 'Amount',
  'casino.bets.result': 'Result',
  'casino.bets.pnl': 'P&L',
  'casino.bets.date': 'Date',
  'casino.bets.lagai': 'LAGAI',
  'casino.bets.khai': 'KHAI',

  'casino.bet.successToast': CASINO_MESSAGES.betSuccessToast,
  'casino.bet.noResponse': CASINO_MESSAGES.noResponse,
  'casino.bet.notAccepted': CASINO_MESSAGES.suitNotAccepted,
  'casino.bets.notDeclaredText': CASINO_MESSAGES.notDeclared,

  'casino.rules.payout': 'A back bet pays stake × (rate − 1); a lay bet risks that much to win the stake.',
  'casino.rules.window':
    'Bets are taken while the countdown runs; the cards are then dealt and the round settles.',
  'casino.rules.teenTwoPlayer':
    'Player A and Player B get three cards each; the better Teen Patti hand wins (trail, pure sequence, sequence, colour, pair, high card). LAGAI backs a player, KHAI lays it.',
  'casino.rules.teenThreeWay':
    'Tiger, Lion and Dragon get three cards each. Winner pays on the best hand; Pair, Flush, Straight, Trio and StraightFlush pay on that player’s own hand.',
  'casino.rules.lucky7':
    'One card is drawn. LOW Card wins on A to 6, HIGH Card on 8 to K; a 7 loses both. Even/Odd and Red/Black read the card; a card box wins on its exact rank.',
  'casino.rules.dragonTiger':
    'One card each to Dragon and Tiger; the higher rank wins (ace is low). Equal ranks are a Tie, which pays 11 and makes Dragon and Tiger bets lose.',
  'casino.rules.aaa':
    'One card is drawn: Amar (A) wins on A to 6, Akbar (B) on 7 to 10, Anthony (C) on J, Q, K. Yes backs an option, No lays it.',
  'casino.rules.andarBahar':
    'A joker card is shown, then cards go to Bahar and Andar in turn; the side that gets the joker’s rank first wins. The suit boxes take no bets.',
  'casino.rules.worli':
    'Three cards are drawn; the single digit is the sum of their values (A = 1, 10 and court cards = 0), last digit. The winning digit pays 9.5.',
  'casino.rules.card32a':
    'Players 8, 9, 10 and 11 start with their number as score and add one card each (6 to K, J = 11, Q = 12, K = 13); the highest score wins, tied leaders draw again.',
  'casino.rules.card32eu':
    'Played as 32 Cards A. The side markets read the first four cards: Odd/Even per player, colours, the 8 & 9 and 10 & 11 totals and the last digit of their sum (N Single).',
} as const;
