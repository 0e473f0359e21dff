/**
 * Matka rules as pure functions: which side a bet settles on, whether it may be placed,
 * whether it wins a declared result, its P&L, and the worst case of one side's bets.
 *
 * A draw has two results, each a patti ('128'); the side's digit (ank) is the patti's
 * digit sum mod 10 and the jodi is open digit then close digit ('128' + '357' -> '15').
 *
 * Harup (designed; the spec names the page, not its settlement): the Harup result is the
 * jodi, Andar its first digit and Bahar its second, so HAROOP_ANDAR wins on the OPEN digit
 * (settles at the OPEN declare) and HAROOP_BAHAR on the CLOSE digit (at the CLOSE declare).
 * The tiles run 1..10, where 10 stands for 0 (0 is the tenth digit, as in patti order);
 * the page's JODI grid runs 01..100, where 100 stands for 00.
 */
import {
  ALL_PATTIS,
  type AnyMatkaGameType,
  isValidBetNumber,
  MATKA_MESSAGES,
  MATKA_ODDS,
  type MatkaBetType,
  pattiGroup,
} from '@esk/contracts/catalog/matka';
import { type MatkaSide, matkaGateMessage, settlementSide } from '@esk/contracts/catalog/matka-gating';
import { type Paise, roundPaise } from '../money';

export { ALL_PATTIS } from '@esk/contracts/catalog/matka';
export { type MatkaSide, settlementSide } from '@esk/contracts/catalog/matka-gating';

export interface MatkaFlags {
  /** false: the market is not listed (inactive); its bets stay as they are. */
  matkaStatus: boolean;
  betStatus: boolean;
  openBet: boolean;
  closeBet: boolean;
  jodiBet: boolean;
}

/** The declared pattis of one draw. */
export interface DrawResults {
  open?: string | undefined;
  close?: string | undefined;
}

export interface BetPick {
  gameType: AnyMatkaGameType;
  betNumber: string;
}

export interface StakedPick extends BetPick {
  amount: Paise;
}

const rank = (digit: string) => (digit === '0' ? 10 : Number(digit));

/** Any three digits in patti order (0 counts as 10): '821' -> '128', '055' -> '550'. */
export function canonicalPatti(digits: string): string {
  return [...digits].sort((a, b) => rank(a) - rank(b)).join('');
}

/** The side's single digit: the patti's digit sum mod 10. */
export const pattiDigit = pattiGroup;

/** The bet types each game accepts (the Harup page sends betType equal to gameType, or JODI). */
const BET_TYPES_OF: Readonly<Record<AnyMatkaGameType, readonly MatkaBetType[]>> = {
  SINGLE: ['OPEN', 'CLOSE'],
  SINGLE_PATTI: ['OPEN', 'CLOSE'],
  DOUBLE_PATTI: ['OPEN', 'CLOSE'],
  TRIPLE_PATTI: ['OPEN', 'CLOSE'],
  ODD_EVEN: ['OPEN', 'CLOSE'],
  JODI: ['CLOSE', 'JODI'],
  HAROOP_ANDAR: ['HAROOP_ANDAR'],
  HAROOP_BAHAR: ['HAROOP_BAHAR'],
};

/** Input problems (answered 400): a bet type the game does not take, a number outside its set. */
export function betShapeProblem(gameType: AnyMatkaGameType, betType: MatkaBetType, betNumber: string) {
  const allowed = BET_TYPES_OF[gameType];
  if (!allowed.includes(betType)) {
    return `betType: ${gameType} bets take ${allowed.join(' or ')}, not ${betType}`;
  }
  if (!isValidBetNumber(gameType, betNumber)) {
    return `betNumber: '${betNumber}' is not a ${gameType} number`;
  }
  return undefined;
}

/**
 * The placement gates, in the pick flow's order (spec 002 §4): the market's flags (shared
 * with the client: matkaGateMessage), then whether the result the bet depends on is already
 * out. JODI needs both digits, so it closes once the OPEN result is declared.
 */
export function gateProblem(
  flags: MatkaFlags,
  results: DrawResults,
  gameType: AnyMatkaGameType,
  betType: MatkaBetType,
): string | undefined {
  const flagged = matkaGateMessage(flags, gameType, betType);
  if (flagged) return flagged;
  if (gameType === 'JODI') {
    return results.open !== undefined || results.close !== undefined ? MATKA_MESSAGES.betTimeout : undefined;
  }
  const side = settlementSide(gameType, betType);
  return (side === 'OPEN' ? results.open : results.close) !== undefined
    ? MATKA_MESSAGES.betTimeout
    : undefined;
}

/** A Harup tile's digit ('10' is 0) and a jodi's two digits ('100' is '00'). */
const harupDigit = (betNumber: string) => Number(betNumber) % 10;
const jodiDigits = (betNumber: string) => (betNumber === '100' ? '00' : betNumber);
const parity = (digit: number) => (digit % 2 === 1 ? 'ODD' : 'EVEN');

/** Whether a pick wins given the side's patti (and, for JODI, the open digit). */
function winsOn(pick: BetPick, patti: string, openDigit: number | undefined): boolean {
  const digit = pattiDigit(patti);
  switch (pick.gameType) {
    case 'SINGLE':
      return Number(pick.betNumber) === digit;
    case 'SINGLE_PATTI':
    case 'DOUBLE_PATTI':
    case 'TRIPLE_PATTI':
      return pick.betNumber === patti;
    case 'ODD_EVEN':
      return pick.betNumber === parity(digit);
    case 'HAROOP_ANDAR':
    case 'HAROOP_BAHAR':
      return harupDigit(pick.betNumber) === digit;
    case 'JODI':
      return jodiDigits(pick.betNumber) === `${openDigit}${digit}`;
  }
}

/** Whether a bet wins the draw's results; undefined while a result it needs is missing. */
export function betWins(pick: BetPick, side: MatkaSide, results: DrawResults): boolean | undefined {
  const patti = side === 'OPEN' ? results.open : results.close;
  if (patti === undefined) return undefined;
  if (pick.gameType === 'JODI') {
    if (results.open === undefined) return undefined;
    return winsOn(pick, patti, pattiDigit(results.open));
  }
  return winsOn(pick, patti, undefined);
}

/** What a declared bet's row shows as its result: the digit, the patti or the jodi it was decided by. */
export function betResultText(pick: BetPick, side: MatkaSide, results: DrawResults): string | undefined {
  const patti = side === 'OPEN' ? results.open : results.close;
  if (patti === undefined) return undefined;
  switch (pick.gameType) {
    case 'SINGLE_PATTI':
    case 'DOUBLE_PATTI':
    case 'TRIPLE_PATTI':
    case 'ODD_EVEN':
      return patti;
    case 'JODI':
      return results.open === undefined ? undefined : `${pattiDigit(results.open)}${pattiDigit(patti)}`;
    default:
      return String(pattiDigit(patti));
  }
}

/** ODD or EVEN of the side's digit (the odd-even rows' oddEvenResult). */
export const oddEvenOf = (patti: string) => parity(pattiDigit(patti));

/** The net win of a winning bet: amount x (odds - 1), in whole paise. */
export function winProfit(gameType: AnyMatkaGameType, amount: Paise): Paise {
  return roundPaise(amount * (MATKA_ODDS[gameType] - 1));
}

/** A settled bet's P&L: the net win, or minus the stake. */
export function betProfitLoss(gameType: AnyMatkaGameType, amount: Paise, won: boolean): Paise {
  return won ? winProfit(gameType, amount) : -amount;
}

/** '128-1' for one side, '128-15-357' once both are out: the ledger's Won By. */
export function resultLabel(results: DrawResults): string {
  const { open, close } = results;
  if (open !== undefined && close !== undefined) {
    return `${open}-${pattiDigit(open)}${pattiDigit(close)}-${close}`;
  }
  const patti = open ?? close ?? '';
  return patti ? `${patti}-${pattiDigit(patti)}` : '';
}

const PATTIS_BY_DIGIT: readonly (readonly string[])[] = Array.from({ length: 10 }, (_, digit) =>
  ALL_PATTIS.filter((patti) => pattiDigit(patti) === digit),
);

/**
 * The worst P&L of one side's open bets (zero or negative), computed exactly: the minimum
 * over every possible result of the side (each of the 220 pattis, and for CLOSE each open
 * digit while the OPEN result is not out) of the net P&L. Each winning bet returns its
 * stake plus winProfit, so P&L(result) = sum of winners' returns - sum of stakes; the
 * returns are gathered per digit, parity, patti and jodi, so this runs in O(bets + 320).
 */
export function sideWorstCase(side: MatkaSide, picks: readonly StakedPick[], openDigit?: number): Paise {
  if (picks.length === 0) return 0;
  const byDigit = new Array<number>(10).fill(0);
  const byParity = { ODD: 0, EVEN: 0 };
  const byPatti = new Map<string, number>();
  const byJodi = new Map<string, number>();
  let staked = 0;
  for (const pick of picks) {
    const back = pick.amount + winProfit(pick.gameType, pick.amount);
    staked += pick.amount;
    switch (pick.gameType) {
      case 'SINGLE':
      case 'HAROOP_ANDAR':
      case 'HAROOP_BAHAR': {
        const digit = pick.gameType === 'SINGLE' ? Number(pick.betNumber) : harupDigit(pick.betNumber);
        byDigit[digit] = (byDigit[digit] ?? 0) + back;
        break;
      }
      case 'ODD_EVEN':
        byParity[pick.betNumber === 'ODD' ? 'ODD' : 'EVEN'] += back;
        break;
      case 'JODI': {
        const key = jodiDigits(pick.betNumber);
        byJodi.set(key, (byJodi.get(key) ?? 0) + back);
        break;
      }
      default:
        byPatti.set(pick.betNumber, (byPatti.get(pick.betNumber) ?? 0) + back);
    }
  }
  const openDigits = side === 'OPEN' ? [0] : openDigit === undefined ? [...Array(10).keys()] : [openDigit];
  let worstBack = Number.POSITIVE_INFINITY;
  for (let digit = 0; digit < 10; digit++) {
    const pattis = PATTIS_BY_DIGIT[digit] ?? [];
    const leastPatti = Math.min(...pattis.map((patti) => byPatti.get(patti) ?? 0));
    const fixed = (byDigit[digit] ?? 0) + byParity[parity(digit)] + leastPatti;
    for (const open of openDigits) {
      const jodi = side === 'CLOSE' ? (byJodi.get(`${open}${digit}`) ?? 0) : 0;
      worstBack = Math.min(worstBack, fixed + jodi);
    }
  }
  return Math.min(0, worstBack - staked);
}
