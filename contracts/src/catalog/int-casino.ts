/**
 * The international (provider) casino: every game the lobby embeds instead of drawing itself
 * (spec 001 §2.1, §2.3, §2.4). Designed where the spec is silent: the spec names the virtual
 * games, the three 'Please Note' games and their ids, not what the provider behind them plays.
 * The mock serves a simulated provider for all of them (mock-server/src/exchange/int-casino);
 * its table games are the result-popup game types that have no live table (001 §2.14), so a
 * played round opens in the round result popup with its own layout.
 *
 * Plays are in points: 1 point = `intCasinoMultiply` coins of the user (000 §3, §9; default 2).
 */
import { IFRAME_CASINO_GAMES, VIRTUAL_CASINO_GAMES } from './casino';
import { CASINO_POINT_DEFAULTS, casinoPointRate } from './casino-points';

/** How the provider page draws a game. */
export type ProviderGameKind = 'cards' | 'roulette' | 'crash' | 'ludo' | 'lobby';

/** Where the client reaches a game: the Virtual Casino cards, the 'Please Note' games, the int-casino tables. */
export type ProviderSection = 'virtual' | 'iframe' | 'table';

export interface ProviderGame {
  /** The provider's game id: user/casinoLoginUrl gameId, or the virtual game's name. */
  gameId: string;
  /** The game's number: the start of its round ids and ledger marketIds (its gameId where that is one). */
  code: string;
  name: string;
  /** The rules the provider plays and the round result popup's layout key. */
  gtype: string;
  kind: ProviderGameKind;
  section: ProviderSection;
}

/**
 * The provider's live-dealer style tables (designed ids 9001xx), reached from /main/int-casino
 * and the IntCasino lobby: one per result-popup game type without a live table of ours.
 */
export const INT_CASINO_TABLES = [
  { gameId: '900101', gtype: 'baccarat', name: 'Baccarat' },
  { gameId: '900102', gtype: 'baccarat2', name: 'Baccarat 2' },
  { gameId: '900103', gtype: 'poker', name: '1 Day Poker' },
  { gameId: '900104', gtype: 'poker20', name: '20-20 Poker' },
  { gameId: '900105', gtype: 'War', name: 'Casino War' },
  { gameId: '900106', gtype: 'race20', name: 'Race 20' },
  { gameId: '900107', gtype: 'cmeter', name: 'Casino Meter' },
  { gameId: '900108', gtype: 'queen', name: 'Casino Queen' },
  { gameId: '900109', gtype: 'btable', name: 'Bollywood Casino' },
  { gameId: '900110', gtype: 'teen8', name: 'Open Teenpatti' },
  { gameId: '900111', gtype: 'lucky7eu', name: 'Lucky 7 - B' },
  { gameId: '900112', gtype: 'dt6', name: '1 Day Dragon Tiger' },
  { gameId: '900113', gtype: 'worli', name: 'Worli Matka' },
  { gameId: '900114', gtype: 'cmatch20', name: 'Cricket Match 20-20' },
] as const;

/** What the provider plays behind each virtual game of the lobby (by gameName); codes designed (8001xx). */
const VIRTUAL_RULES: Record<
  (typeof VIRTUAL_CASINO_GAMES)[number]['gameName'],
  Pick<ProviderGame, 'gtype' | 'kind' | 'code'>
> = {
  'dus-ka-dam': { gtype: 'duskadum', kind: 'cards', code: '800101' },
  roultee: { gtype: 'roulette', kind: 'roulette', code: '800102' },
  'andar-bahar': { gtype: 'ab20', kind: 'cards', code: '800103' },
};

/** What the provider plays behind each 'Please Note' game (by its lobby name). */
const IFRAME_RULES: Record<
  keyof typeof IFRAME_CASINO_GAMES,
  Pick<ProviderGame, 'gtype' | 'kind' | 'name'>
> = {
  Aviator: { gtype: 'crash', kind: 'crash', name: 'Aviator' },
  Ludo: { gtype: 'ludo', kind: 'ludo', name: 'Ludo Quick Table' },
  IntCasino: { gtype: 'lobby', kind: 'lobby', name: 'International Casino' },
};

/** Every game of the simulated provider, by gameId: the one list the mock, its pages and the client read. */
export const PROVIDER_GAMES: readonly ProviderGame[] = [
  ...VIRTUAL_CASINO_GAMES.map(
    (game): ProviderGame => ({
      gameId: game.gameName,
      name: game.name,
      section: 'virtual',
      ...VIRTUAL_RULES[game.gameName],
    }),
  ),
  ...(Object.keys(IFRAME_CASINO_GAMES) as (keyof typeof IFRAME_CASINO_GAMES)[]).map(
    (key): ProviderGame => ({
      gameId: IFRAME_CASINO_GAMES[key],
      code: IFRAME_CASINO_GAMES[key],
      section: 'iframe',
      ...IFRAME_RULES[key],
    }),
  ),
  ...INT_CASINO_TABLES.map(
    (table): ProviderGame => ({ ...table, code: table.gameId, kind: 'cards', section: 'table' }),
  ),
];

export const findProviderGame = (gameId: string): ProviderGame | undefined =>
  PROVIDER_GAMES.find((game) => game.gameId === gameId);

/** The IntCasino lobby's own id (001 §2.1): it lists the tables rather than playing one. */
export const INT_CASINO_LOBBY_ID = IFRAME_CASINO_GAMES.IntCasino;

// Points (000 §3, §9): a user's intCasinoMultiply says how many coins one point is worth; the
// rule and its defaults are casino-points.ts (the account screens show the same rate).
export const DEFAULT_INT_CASINO_MULTIPLY = CASINO_POINT_DEFAULTS.multiplier;
export const DEFAULT_INT_CASINO_AMOUNT = CASINO_POINT_DEFAULTS.sampleAmount;
/** The provider's chips, in points (designed). */
export const PROVIDER_CHIPS = [10, 50, 100, 500, 1000] as const;
export const PROVIDER_MIN_POINTS = 10;
export const PROVIDER_MAX_POINTS = 5000;

/** A multiplier the user record may lack or carry as junk: anything not above 0 reads as the default. */
export const intCasinoMultiply = (value: number | undefined): number => casinoPointRate(value).price;

/** Coins a stake of `points` costs: points × multiplier, to the paisa. */
export const pointsToCoins = (points: number, multiply: number): number =>
  casinoPointRate(multiply, points).sample.rupees;

/** The point rate line (000 §9): '1 Point = ₹2'. */
export const pointRateLine = (multiply: number): string => `1 Point = ₹${casinoPointRate(multiply).price}`;

/** The sample under it: '10 Points = ₹20' for the default amount. */
export const pointSampleLine = (multiply: number, points = DEFAULT_INT_CASINO_AMOUNT): string =>
  `${points} Points = ₹${pointsToCoins(points, multiply)}`;

/**
 * The ledger row of a game's plays on one +05:30 day: eventId is the game id, marketId the
 * game's code followed by the day's digits ('90010120260314'). The ledger links the report by
 * marketId (000 §2); the report answers to either (001 §2.15: the two notes name it differently).
 */
export const internationalMarketId = (game: Pick<ProviderGame, 'code'>, day: string): string =>
  `${game.code}${day.replaceAll('-', '')}`;
