/**
 * Matka (satta matka) constants shared by the mock server and the client: game and
 * market types, the number sets per game, fixed odds, the exact UI messages and timings
 * (spec 002 §2, §4, §5, §8, §9). Pure data and tiny pure helpers only.
 */

/** The six game types of a market's game-type menu, as the API spells them (spec 002 §3). */
export const MATKA_GAME_TYPES = [
  'SINGLE',
  'JODI',
  'SINGLE_PATTI',
  'DOUBLE_PATTI',
  'TRIPLE_PATTI',
  'ODD_EVEN',
] as const;
export type MatkaGameType = (typeof MATKA_GAME_TYPES)[number];

/**
 * The Harup (Andar-Bahar) page's own game types. The real client sends them with
 * `betType` equal to `gameType` (real family, Harup page); the spec does not name them.
 */
export const HARUP_GAME_TYPES = ['HAROOP_ANDAR', 'HAROOP_BAHAR'] as const;
export type HarupGameType = (typeof HARUP_GAME_TYPES)[number];

/** Every gameType a matka bet can carry. */
export const ALL_MATKA_GAME_TYPES = [...MATKA_GAME_TYPES, ...HARUP_GAME_TYPES] as const;
export type AnyMatkaGameType = (typeof ALL_MATKA_GAME_TYPES)[number];

/** Market type: the open or the close session of the market (spec 002 §3). */
export const MATKA_MARKET_TYPES = ['OPEN', 'CLOSE'] as const;
export type MatkaMarketType = (typeof MATKA_MARKET_TYPES)[number];

/**
 * Every betType the real clients send: OPEN/CLOSE from the game pages, JODI from the
 * Harup page's patti grid and HAROOP_ANDAR/HAROOP_BAHAR from its Andar/Bahar grids.
 */
export const MATKA_BET_TYPES = [...MATKA_MARKET_TYPES, 'JODI', ...HARUP_GAME_TYPES] as const;
export type MatkaBetType = (typeof MATKA_BET_TYPES)[number];

/**
 * The Odd-Even page: gameType 'ODD_EVEN', betType the chosen market type, and the
 * ODD/EVEN choice travels as `betNumber` (the real Odd-Even page does exactly this).
 */
export const ODD_EVEN_CHOICES = ['ODD', 'EVEN'] as const;
export type OddEvenChoice = (typeof ODD_EVEN_CHOICES)[number];

/** The Jodi page always places a CLOSE bet (spec 002 §2). */
export const JODI_PAGE_BET_TYPE: MatkaMarketType = 'CLOSE';

/** Harup page tabs, chosen by value (spec 002 §2, §9). */
export const HARUP_TABS = { singlePatti: 1, harupAndarBahar: 2 } as const;

/**
 * Odds per game type, as decimal odds: what a winning bet returns per 1 staked, stake
 * included (the display shows the value minus the global rate offset, like casino rates).
 * SINGLE 9.5 is the spec's (002 §9). designed: the others are not in the spec; they are
 * the usual satta rates scaled to the same 9.5-per-10 payout ratio (jodi 95, single patti
 * 150, double patti 300, triple patti 1000), odd-even near even money, Harup like single.
 */
export const MATKA_ODDS: Readonly<Record<AnyMatkaGameType, number>> = {
  SINGLE: 9.5,
  JODI: 95,
  SINGLE_PATTI: 150,
  DOUBLE_PATTI: 300,
  TRIPLE_PATTI: 1000,
  ODD_EVEN: 1.9,
  HAROOP_ANDAR: 9.5,
  HAROOP_BAHAR: 9.5,
};

/** A bet row's `profit`: the gross return if it wins, amount × odds (profit / amount is the rate). */
export function matkaPayout(gameType: AnyMatkaGameType, amount: number): number {
  return amount * MATKA_ODDS[gameType];
}

/** The net win of a winning bet: amount × (odds − 1). */
export function matkaWinProfit(gameType: AnyMatkaGameType, amount: number): number {
  return amount * (MATKA_ODDS[gameType] - 1);
}

/** Exact UI messages (spec 002 §4, §5, §8; casing as the pages show them). */
export const MATKA_MESSAGES = {
  betClosed: 'Your Bet is Closed Please Connect With Upline',
  betTimeout: 'Matka Bet Timeout',
  jodiClosed: 'Jodi Status Closed',
  selectMarketType: 'Please Select Market Type',
  /** The lowercase variant some game pages show. */
  selectMarketTypeLower: 'please select market type',
  lookupFailed: 'Something went wrong',
  betRequestFailed: 'An error occurred while placing the bet.',
  betSuccess: 'Bet Successful',
  notDeclared: 'Not Declare',
  /** Bet cancel (real family's bet-list table; not in the spec). */
  cancelSuccess: 'Bet canceled successfully',
  cancelFailed: 'Failed to cancel bet',
  /** The Result of a cancelled (deleted) bet, which stays listed (designed). */
  canceled: 'Canceled',
  /** This server has no bet cancel (the real API: the spec names none). */
  cancelUnavailable: 'Cancelling bets is not available on this server',
} as const;

/** The Odd-Even page's messages, in the order its checks run (spec 002 §5). */
export const ODD_EVEN_MESSAGES = {
  selectMarketType: 'select market type',
  selectGameType: 'select game type',
  enterAmount: 'enter amount',
  pleaseSelectMarketType: 'Please select market Type',
  pleaseSelectGameType: 'Please select game Type',
} as const;

/** Bet slip countdown and toast lifetime (spec 002 §9). */
export const MATKA_SLIP_COUNTDOWN_SECONDS = 7;
export const MATKA_TOAST_MS = 3000;

/**
 * matkaBetList's optional `gameType` filter uses camelCase names, not the bet's gameType.
 * doublePatti, tripplePatti (sic) and oddEven are what the real pages send; designed: the
 * other three are not seen and follow the same pattern.
 */
export const MATKA_BET_LIST_FILTER: Readonly<Record<MatkaGameType, string>> = {
  SINGLE: 'single',
  JODI: 'jodi',
  SINGLE_PATTI: 'singlePatti',
  DOUBLE_PATTI: 'doublePatti',
  TRIPLE_PATTI: 'tripplePatti',
  ODD_EVEN: 'oddEven',
};

export interface MatkaGameTile {
  gameType: MatkaGameType;
  /** designed: the spec does not show the tile labels. */
  label: string;
  /** Route segment: /main/{route}/{matkaEventId} (spec 002 §2). */
  route: string;
  /** Page title suffix after the market name (the real pages show e.g. 'NAME-DOUBLE-PATTI'). */
  suffix: string;
}

/** The six tiles of the game-type menu, in menu order. */
export const MATKA_GAME_TILES = [
  { gameType: 'SINGLE', label: 'Single', route: 'matka-single', suffix: 'SINGLE' },
  { gameType: 'JODI', label: 'Jodi', route: 'matka-jodi', suffix: 'JODI' },
  { gameType: 'SINGLE_PATTI', label: 'Single Patti', route: 'matka-single-patti', suffix: 'SINGLE-PATTI' },
  { gameType: 'DOUBLE_PATTI', label: 'Double Patti', route: 'matka-double-patti', suffix: 'DOUBLE-PATTI' },
  { gameType: 'TRIPLE_PATTI', label: 'Triple Patti', route: 'matka-tripple-patti', suffix: 'TRIPLE-PATTI' },
  { gameType: 'ODD_EVEN', label: 'Odd Even', route: 'matka-odd-even', suffix: 'ODDS-EVEN' },
] as const satisfies readonly MatkaGameTile[];

/** A game page's route segment: matka-single ... matka-odd-even. */
export type MatkaGameRoute = (typeof MATKA_GAME_TILES)[number]['route'];

/** The game pages' route segments, in menu order. */
export const MATKA_GAME_ROUTES = MATKA_GAME_TILES.map((tile) => tile.route);

// ---------------------------------------------------------------------------
// Number sets
// ---------------------------------------------------------------------------

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Patti digit order: 1 < 2 < ... < 9 < 0 (0 counts as 10). */
const RANKED_DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0] as const;
const rankOf = (digit: number) => (digit === 0 ? 10 : digit);

/** The group ("ank") of a patti: the sum of its digits mod 10. '127' → 0, '100' → 1. */
export function pattiGroup(patti: string): number {
  return [...patti].reduce((sum, digit) => sum + Number(digit), 0) % 10;
}

/** Groups pattis by pattiGroup, each group in ascending order with 0 counting as 10. */
function groupPattis(pattis: readonly number[][]): string[][] {
  const byRank = (a: readonly number[], b: readonly number[]) => {
    for (let i = 0; i < a.length; i++) {
      const diff = rankOf(a[i] ?? 0) - rankOf(b[i] ?? 0);
      if (diff !== 0) return diff;
    }
    return 0;
  };
  const groups: string[][] = range(0, 9).map(() => []);
  for (const digits of [...pattis].sort(byRank)) {
    const patti = digits.join('');
    groups[pattiGroup(patti)]?.push(patti);
  }
  return groups;
}

/** Single: '0'..'9'. */
export function singleNumbers(): string[] {
  return range(0, 9).map(String);
}

/** Jodi: '00'..'99'. */
export function jodiNumbers(): string[] {
  return range(0, 99).map((n) => String(n).padStart(2, '0'));
}

/** The Harup page's patti grid (game type JODI): '01'..'100', padded to 2 digits. */
export function harupJodiNumbers(): string[] {
  return range(1, 100).map((n) => String(n).padStart(2, '0'));
}

/** The Harup page's Andar and Bahar digits: '1'..'10' (spec 002 §9). */
export function harupNumbers(): string[] {
  return range(1, 10).map(String);
}

/**
 * Single patti: the standard 120 three-digit numbers with three distinct digits in
 * ascending order (0 counts as 10, so '127', '190'), in 10 groups of 12 by pattiGroup.
 */
export function singlePattiGroups(): string[][] {
  const pattis: number[][] = [];
  RANKED_DIGITS.forEach((a, i) => {
    RANKED_DIGITS.slice(i + 1).forEach((b, j) => {
      for (const c of RANKED_DIGITS.slice(i + j + 2)) pattis.push([a, b, c]);
    });
  });
  return groupPattis(pattis);
}

/**
 * Double patti: the standard 90 numbers with exactly two equal digits, digits in
 * ascending order (0 counts as 10, so '100', '110', '550'), in 10 groups of 9.
 */
export function doublePattiGroups(): string[][] {
  const pattis: number[][] = [];
  for (const pair of RANKED_DIGITS) {
    for (const other of RANKED_DIGITS) {
      if (other !== pair) pattis.push([pair, pair, other].sort((a, b) => rankOf(a) - rankOf(b)));
    }
  }
  return groupPattis(pattis);
}

/** Triple patti: '000', '111', ..., '999'. */
export function triplePattiNumbers(): string[] {
  return range(0, 9).map((d) => String(d).repeat(3));
}

const SINGLE_PATTIS = new Set(singlePattiGroups().flat());
const DOUBLE_PATTIS = new Set(doublePattiGroups().flat());

/** Every patti a draw can declare: the 120 single, 90 double and 10 triple pattis. */
export const ALL_PATTIS: readonly string[] = [
  ...singlePattiGroups().flat(),
  ...doublePattiGroups().flat(),
  ...triplePattiNumbers(),
];

/** The tiles a game page shows, flat, in display order. */
export function numbersFor(gameType: AnyMatkaGameType): string[] {
  switch (gameType) {
    case 'SINGLE':
      return singleNumbers();
    case 'JODI':
      return jodiNumbers();
    case 'SINGLE_PATTI':
      return singlePattiGroups().flat();
    case 'DOUBLE_PATTI':
      return doublePattiGroups().flat();
    case 'TRIPLE_PATTI':
      return triplePattiNumbers();
    case 'ODD_EVEN':
      return [...ODD_EVEN_CHOICES];
    case 'HAROOP_ANDAR':
    case 'HAROOP_BAHAR':
      return harupNumbers();
  }
}

/**
 * Whether `betNumber` is a valid pick for the game (spec 002 §5). Lenient where real
 * pages differ: JODI also takes '100' (the Harup grid runs '01'..'100'); Harup Andar/Bahar
 * take '0'..'10' (the spec's tiles are 1 to 10; a newer real page sends '0'..'9').
 */
export function isValidBetNumber(gameType: string, betNumber: string): boolean {
  switch (gameType) {
    case 'SINGLE':
      return /^\d$/.test(betNumber);
    case 'JODI':
      return /^\d{2}$/.test(betNumber) || betNumber === '100';
    case 'SINGLE_PATTI':
      return SINGLE_PATTIS.has(betNumber);
    case 'DOUBLE_PATTI':
      return DOUBLE_PATTIS.has(betNumber);
    case 'TRIPLE_PATTI':
      return /^(\d)\1\1$/.test(betNumber);
    case 'ODD_EVEN':
      return (ODD_EVEN_CHOICES as readonly string[]).includes(betNumber);
    case 'HAROOP_ANDAR':
    case 'HAROOP_BAHAR':
      return /^(\d|10)$/.test(betNumber);
    default:
      return false;
  }
}

/** Matka amounts: 2 decimals, trailing zeros trimmed ('100', '95.5', '0.25'). */
export function formatMatkaAmount(value: number): string {
  return value.toFixed(2).replace(/\.?0+$/, '');
}
