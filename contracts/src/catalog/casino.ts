/**
 * Live casino catalogue and rules (spec 001 §2, §4, §5, §9): the lobby's games, the
 * result-code letters of the result strip, market open rules, Lucky 7's betFor and
 * the fixed numbers. Plain data and pure helpers, shared by the mock server and the
 * client.
 */
import type { CasinoBet, CasinoDetails, MarketRow } from '../http/casino-schemas';
import { LIVE_CASINO_GAMES, type LiveCasinoGame } from './casino-games';

// The list of tables and the page texts live in casino-games.ts (what the app's first load needs);
// re-exported so '@esk/contracts/catalog/casino' stays the one import for everything else.
export * from './casino-games';

/** The lobby's Virtual Casino section: /main/virtual-games/{gameName}/ (001 §2.3). */
export const VIRTUAL_CASINO_GAMES = [
  { gameName: 'dus-ka-dam', name: 'Dus Ka Dum' },
  { gameName: 'roultee', name: 'Roulette' },
  { gameName: 'andar-bahar', name: 'Andar Bahar' },
] as const;

/** Games behind the 'Please Note' rules modal, embedded from the casino login url (001 §2.1). */
export const IFRAME_CASINO_GAMES = { Aviator: '201206', Ludo: '600113', IntCasino: '900000' } as const;

/**
 * Default game codes (001 §9): the table codes a client knows out of the box. Each has its rule
 * family here (`KIND_BY_DEFAULT_CODE`: the compiler refuses a code without one), which picks the
 * open rule, the result letters and the result popup's layout.
 */
export const DEFAULT_CASINO_GAME_CODES = [
  'teen',
  'worli',
  'teen9',
  'card32-a',
  'card32eu',
  'aaa',
  'dt20',
  'dt202',
  'abj',
  'teen20',
] as const;

/**
 * What a box shows when the feed sends no rate (001 §9: "fallback odds display '0.00' or
 * '2.00'"). decision: '2.00' on Lucky 7's even-money boxes (LOW/HIGH, Even/Odd, Red/Black, which
 * pay about 2), '0.00' everywhere else. Display only: a box without a rate takes no bets.
 */
export const CASINO_FALLBACK_ODDS = { none: '0.00', evenMoney: '2.00' } as const;

export { DEFAULT_CASINO_SHORT_NAME } from './casino-games';

/** Table layouts the round result popup knows (001 §2.14), by result gtype. */
export const RESULT_POPUP_GTYPES = [
  'teen20',
  'Teen',
  'teen9',
  'queen',
  'race20',
  'btable',
  'abj',
  'ab20',
  'worli',
  'worli2',
  'superover',
  'teen8',
  'card32',
  'card32eu',
  'aaa',
  'lucky7',
  'lucky7eu',
  'dt20',
  'dt6',
  'dt202',
  'poker',
  'poker20',
  'War',
  'cmeter',
  'baccarat',
  'baccarat2',
  'cmatch20',
] as const;

/**
 * The live table page's grid on large screens (001 §2.5: "Page grid is 10/24 width on large
 * screens (14 or 12 on 32-card game A)"): the game column's span out of 24, from 992 px ('lg')
 * and from 1200 px ('xl'); the other column holds the slip panel, Last Result and the bets.
 */
export function tableGridSpan(shortName: string): { lg: number; xl: number } {
  return shortName === 'card32-a' ? { lg: 14, xl: 12 } : { lg: 10, xl: 10 };
}

// Fixed numbers (001 §2.9-§2.11, §4, §5, §9).
export const ANDAR_BAHAR_ODDS = 1.95;
export const WORLI_BASE_RATE = 9.5;
export const TEEN20_DEFAULT_MIN = 100;
export const TEEN20_DEFAULT_MAX = 10000;
export const BET_SLIP_COUNTDOWN_SECONDS = 7;
export const CASINO_TOAST_SECONDS = 3;
export const CASINO_CACHE_POLL_MS = 1000;
export const RATE_STEP = 0.01;
export const THIRTEEN_CARDS = 13;
/** Andar Bahar shows up to 12 cards per side. */
export const ANDAR_BAHAR_MAX_CARDS = 12;

/** user/casinoLoginUrl providerName: 'diamond' for game 3031, otherwise empty. */
export const casinoLoginProvider = (gameId: string | number) => (String(gameId) === '3031' ? 'diamond' : '');

/** A live game by eventId or shortName. */
export function findLiveGame(key: string | number): LiveCasinoGame | undefined {
  const wanted = String(key);
  return LIVE_CASINO_GAMES.find((game) => game.eventId === wanted || game.shortName === wanted);
}

/** Rule family of a table code (shortName or result gtype). */
export type CasinoGameKind =
  | 'lucky7'
  | 'aaa'
  | 'dragonTiger'
  | 'andarBahar'
  | 'teen20'
  | 'teen'
  | 'worli'
  | 'threeWay'
  | 'card32'
  | 'other';

export type DefaultCasinoGameCode = (typeof DEFAULT_CASINO_GAME_CODES)[number];

/** The family of every default game code (001 §9). */
const KIND_BY_DEFAULT_CODE: Record<DefaultCasinoGameCode, CasinoGameKind> = {
  teen: 'teen',
  worli: 'worli',
  teen9: 'threeWay',
  'card32-a': 'card32',
  card32eu: 'card32',
  aaa: 'aaa',
  dt20: 'dragonTiger',
  dt202: 'dragonTiger',
  abj: 'andarBahar',
  teen20: 'teen20',
};

const KIND_BY_CODE: Record<string, CasinoGameKind> = {
  ...KIND_BY_DEFAULT_CODE,
  lucky7: 'lucky7',
  lucky7eu: 'lucky7',
  aaa: 'aaa',
  dt20: 'dragonTiger',
  dt202: 'dragonTiger',
  dt6: 'dragonTiger',
  ab2: 'andarBahar',
  abj: 'andarBahar',
  ab20: 'andarBahar',
  teen20: 'teen20',
  teen: 'teen',
  worli: 'worli',
  worli2: 'worli',
  teen9: 'threeWay',
  card32: 'card32',
  'card32-a': 'card32',
  card32eu: 'card32',
};

export const gameKind = (code: string): CasinoGameKind =>
  KIND_BY_CODE[code] ?? KIND_BY_CODE[code.toLowerCase()] ?? 'other';

const LETTERS: Record<Exclude<CasinoGameKind, 'andarBahar' | 'worli' | 'other'>, Record<string, string>> = {
  lucky7: { '0': 'T', '1': 'L', '2': 'H' },
  aaa: { '1': 'A', '2': 'B', '3': 'C' },
  dragonTiger: { '1': 'D', '2': 'T' },
  teen20: { '1': 'A', '2': 'B' },
  // The plain Teenpatti pages disagree on B: one reads 2, the other 3.
  teen: { '1': 'A', '2': 'B', '3': 'B' },
  threeWay: { '11': 'T', '21': 'L', '31': 'D' },
  card32: { '1': '8', '2': '9', '3': '10', '4': '11' },
};

/**
 * The letter of a result circle in the 'Last Result' strip (001 §2.6-§2.13).
 * Andar Bahar: A for 1, else B. Worli: E for 1, T for 0, R for 2, else A. Others: '-' when unknown.
 */
export function resultLetter(code: string, result: string | number): string {
  const value = String(result).trim();
  const kind = gameKind(code);
  if (kind === 'andarBahar') return value === '1' ? 'A' : 'B';
  if (kind === 'worli') return ({ '1': 'E', '0': 'T', '2': 'R' } as Record<string, string>)[value] ?? 'A';
  if (kind === 'other') return '-';
  return LETTERS[kind][value] ?? '-';
}

/** Lucky 7 betFor from the market name's first word (001 §4). */
export function lucky7BetFor(nat: string): 'lowHigh' | 'cards' | 'color' | 'oddEven' {
  const first = nat.trim().split(' ')[0] ?? '';
  if (first === 'HIGH' || first === 'LOW') return 'lowHigh';
  if (first === 'Card') return 'cards';
  if (first === 'Red' || first === 'Black') return 'color';
  return 'oddEven';
}

export type ThreeWaySide = 't' | 'l' | 'd';

const OPEN_GSTATUS = new Set(['1', 'ACTIVE']);

/**
 * Whether a market can be bet (001 §4). The three-way game (teen9) opens a column when
 * its tstatus/lstatus/dstatus is 'True' (any column when no side is given). Every other
 * game opens on gstatus '1' or 'ACTIVE' (AAA and the single-market games send
 * ACTIVE/SUSPENDED, the rest '1'/'0'); anything else ('0', 'SUSPENDED', '') is locked.
 */
export function isMarketOpen(
  row: Pick<MarketRow, 'gstatus' | 'tstatus' | 'lstatus' | 'dstatus'> | undefined,
  code: string,
  side?: ThreeWaySide,
): boolean {
  if (!row) return false;
  if (gameKind(code) === 'threeWay') {
    const isTrue = (flag: string | undefined) => flag?.trim().toLowerCase() === 'true';
    if (side) return isTrue(row[`${side}status`]);
    return isTrue(row.tstatus) || isTrue(row.lstatus) || isTrue(row.dstatus);
  }
  return OPEN_GSTATUS.has((row.gstatus ?? '').trim().toUpperCase());
}

/** A market row's id (sid, or sectionId on the one-day feed) and label (nat or nation). */
export const marketSid = (row: Pick<MarketRow, 'sid' | 'sectionId'>) => row.sid || row.sectionId || '';
export const marketName = (row: Pick<MarketRow, 'nat' | 'nation'>) => row.nat || row.nation || '';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Rate shown and sent: the rate minus oddsDifference, to 2 decimals (001 §5). */
export const netRate = (rate: number, oddsDifference = 0) => round2(rate - oddsDifference);

/** The slip's +/- buttons: one RATE_STEP up (1) or down (-1). */
export const stepRate = (rate: number, direction: 1 | -1) => round2(rate + direction * RATE_STEP);

/** casinoBetPlace sends rate as a string. */
export const toWireRate = (rate: number) => String(round2(rate));

/** Teenpatti 20-20 odds: the raw value divided by 100 (shown with 2 decimals). */
export const teen20Odds = (raw: number) => round2(raw / 100);

/** The number game's tile rate: 9.5 minus the odds difference. */
export const worliRate = (oddsDifference = 0) => netRate(WORLI_BASE_RATE, oddsDifference);

/**
 * The slip's stake input (001 §5): negative or non-numeric becomes '0'; a leading zero
 * is dropped when there is more than one character. Send Number(result).
 */
export function normalizeStakeInput(value: string): string {
  if (value === '' || Number.isNaN(Number(value)) || Number(value) < 0) return '0';
  return value.length > 1 && value.startsWith('0') ? value.slice(1) : value;
}

/** Comma-separated card codes to a list ('' gives []). */
export const splitCards = (cards: string | undefined) =>
  cards ? cards.split(',').map((card) => card.trim()) : [];

/**
 * Andar Bahar cards: the joker first (index 0), then Bahar at odd indexes (1, 3 ... 11) and
 * Andar at even ones (2, 4 ... 12), as the real ab2 feed deals them; face-down '1's are
 * dropped; 12 each at most.
 */
export function andarBaharCards(cards: string | undefined): {
  joker?: string;
  andar: string[];
  bahar: string[];
} {
  const list = splitCards(cards);
  const shown = (card: string) => card !== '1' && card !== '';
  const joker = list[0] && shown(list[0]) ? list[0] : undefined;
  const rest = list.slice(1);
  const bahar = rest.filter((card, index) => index % 2 === 0 && shown(card)).slice(0, ANDAR_BAHAR_MAX_CARDS);
  const andar = rest.filter((card, index) => index % 2 === 1 && shown(card)).slice(0, ANDAR_BAHAR_MAX_CARDS);
  return { ...(joker ? { joker } : {}), andar, bahar };
}

/** 32-card table: desc entries go round-robin to Players 8, 9, 10, 11; '1' (face down) is hidden. */
export function card32PlayerCards(desc: string | undefined): [string[], string[], string[], string[]] {
  const players: [string[], string[], string[], string[]] = [[], [], [], []];
  splitCards(desc).forEach((card, index) => {
    if (card !== '1' && card !== '') players[index % 4]?.push(card);
  });
  return players;
}

const DESC_SEPARATOR: Partial<Record<string, string>> = {
  dt20: '*',
  dt202: '*',
  dt6: '*',
  poker: '##',
  poker20: '##',
  poker6: '##',
};

/** A result desc split as its game writes it: '*' (Dragon Tiger), '##' (poker), else '|'. */
export function splitResultDesc(gtype: string, desc: string | undefined): string[] {
  if (!desc) return [];
  return desc.split(DESC_SEPARATOR[gtype] ?? '|');
}

/** Positions per sid for the current round: the sum of posArray over open bets of that round (001 §4). */
export function roundPositions(
  bets: readonly Pick<CasinoBet, 'roundId' | 'posArray' | 'isDeclare'>[],
  roundId: string,
): Record<string, number> {
  const positions: Record<string, number> = {};
  for (const bet of bets) {
    if (bet.isDeclare || bet.roundId !== roundId) continue;
    for (const [sid, value] of Object.entries(bet.posArray ?? {}))
      positions[sid] = (positions[sid] ?? 0) + value;
  }
  return positions;
}

/** Total profit/loss of a bets list: declared bets only ('Not Declare' ones count 0). */
export const totalProfitLoss = (bets: readonly Pick<CasinoBet, 'isDeclare' | 'profitLoss'>[]) =>
  round2(bets.reduce((sum, bet) => sum + (bet.isDeclare ? (bet.profitLoss ?? 0) : 0), 0));

/** The report's Mode column: KHAI when type is K, else LAGAI. */
export const betMode = (type: string | undefined) => (type === 'K' ? 'KHAI' : 'LAGAI');

/** International report P&L: credit minus debit plus rollback. */
export const internationalProfitLoss = (row: {
  creditAmount: number;
  debitAmount: number;
  rollbackAmount: number;
}) => round2(row.creditAmount - row.debitAmount + row.rollbackAmount);

/** A summary block's text: 'You Won 12.5/- Coins.' or 'You Lost 12.5/- Coins.' (trailing zeros trimmed). */
export function plusMinusText(amount: number): string {
  const shown = Math.abs(amount)
    .toFixed(2)
    .replace(/\.?0+$/, '');
  return `${amount > 0 ? 'You Won' : 'You Lost'} ${shown}/- Coins.`;
}

/** The video of a table: videoUrl{videoUrlType}, else videoUrl1, else ''. */
export function casinoVideoUrl(
  details: Pick<CasinoDetails, 'videoUrlType' | 'videoUrl1' | 'videoUrl2' | 'videoUrl3'>,
) {
  const byType: Record<string, string | undefined> = {
    '1': details.videoUrl1,
    '2': details.videoUrl2,
    '3': details.videoUrl3,
  };
  return byType[details.videoUrlType ?? ''] ?? details.videoUrl1 ?? '';
}

/** Whether the table's live data comes from the socket room (else the cache URL is polled). */
export const usesSocketFeed = (details: Pick<CasinoDetails, 'fetchData' | 'socketURL'>) =>
  details.fetchData === 'socket' && Boolean(details.socketURL);
