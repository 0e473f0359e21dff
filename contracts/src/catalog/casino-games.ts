/**
 * The live tables of the catalogue and the casino pages' texts (spec 001 §2.1, §8): the part of
 * the casino catalogue the client's first load needs (route table, i18n names). Kept apart from
 * the table rules (casino.ts, which re-exports this), so a module the first load imports pulls
 * no game rules into it.
 */

/**
 * The page layout a live table uses (001 §2.6-§2.13): tables of one family share one
 * client layout and one feed shape. teenTwoPlayer: Player A/B with lagai/khai (teen20,
 * teen); teenThreeWay: Tiger/Lion/Dragon rows (teen9); card32a / card32eu: the two
 * 32-card pages.
 */
export const LIVE_TABLE_FAMILIES = [
  'teenTwoPlayer',
  'teenThreeWay',
  'lucky7',
  'dragonTiger',
  'aaa',
  'andarBahar',
  'worli',
  'card32a',
  'card32eu',
] as const;
export type LiveTableFamily = (typeof LIVE_TABLE_FAMILIES)[number];

export interface LiveCasinoGame {
  /** Route parameter and getDiamondCasinoByEventId eventId. */
  eventId: string;
  shortName: string;
  /** The table's name: lobby card, page title, scenario tables. */
  name: string;
  /** Shows the blinking New Launch badge in the lobby. */
  isNew: boolean;
  family: LiveTableFamily;
}

/**
 * The lobby's Live Casino section, in the spec's order (001 §2.1). The one list of live
 * tables: client routes, lobby cards and titles, the scenario format and the mock's table
 * modules all derive from it (a test in each package checks they agree).
 */
export const LIVE_CASINO_GAMES = [
  { eventId: '3030', shortName: 'teen20', name: '20-20 Teenpatti', isNew: false, family: 'teenTwoPlayer' },
  { eventId: '3032', shortName: 'lucky7', name: 'Lucky 7 - A', isNew: false, family: 'lucky7' },
  { eventId: '3035', shortName: 'dt20', name: '20-20 Dragon Tiger', isNew: false, family: 'dragonTiger' },
  { eventId: '3056', shortName: 'aaa', name: 'Amar Akbar Anthony', isNew: false, family: 'aaa' },
  { eventId: '3054', shortName: 'worli2', name: 'Instant Worli', isNew: false, family: 'worli' },
  { eventId: '3059', shortName: 'dt202', name: '20-20 Dragon Tiger 2', isNew: false, family: 'dragonTiger' },
  { eventId: '3031', shortName: 'teen', name: '1 Day Teenpatti', isNew: false, family: 'teenTwoPlayer' },
  { eventId: '3048', shortName: 'teen9', name: 'Test Teenpatti', isNew: true, family: 'teenThreeWay' },
  { eventId: '3055', shortName: 'card32-a', name: '32 Cards A', isNew: true, family: 'card32a' },
  { eventId: '3034', shortName: 'card32eu', name: '32 Cards B', isNew: true, family: 'card32eu' },
  { eventId: '3043', shortName: 'ab2', name: 'Andar Bahar 2', isNew: false, family: 'andarBahar' },
] as const satisfies readonly LiveCasinoGame[];

export type LiveCasinoShortName = (typeof LIVE_CASINO_GAMES)[number]['shortName'];

/** The live tables' short names, in lobby order (a tuple, for z.enum). */
export const LIVE_CASINO_SHORT_NAMES = LIVE_CASINO_GAMES.map((game) => game.shortName) as [
  LiveCasinoShortName,
  ...LiveCasinoShortName[],
];

/** A live table's catalogue entry by short name (typed: every short name has one). */
export const liveGame = (shortName: LiveCasinoShortName): LiveCasinoGame =>
  LIVE_CASINO_GAMES.find((game) => game.shortName === shortName) as LiveCasinoGame;

/** Texts of the casino pages (001 §8). */
export const CASINO_MESSAGES = {
  betSuccessToast: 'Bet Successfull',
  noResponse: 'Some Thing Want Wrong, Please Try Again',
  suitNotAccepted: 'Bets Not Accepteble',
  noGameFound: 'No game found',
  resultNotAvailable: 'Result not available',
  notDeclared: 'Not Declare',
} as const;

/** The shortName the pages fall back to when the details have none (001 §9). */
export const DEFAULT_CASINO_SHORT_NAME = 'lucky7eu';
