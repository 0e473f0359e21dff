/**
 * The matka pick flow (spec 002 §4, §5): what a tap on a number, or the Odd-Even form,
 * may do. The market type comes first ('Please Select Market Type'), then the market's
 * flags (matkaGateMessage, shared with the mock: betStatus, then the side's flag or
 * jodiBet). Undefined means the slip may open (or the bet may go).
 */
import {
  type AnyMatkaGameType,
  JODI_PAGE_BET_TYPE,
  MATKA_MESSAGES,
  type MatkaBetType,
  type MatkaGameType,
  type MatkaMarketType,
  ODD_EVEN_MESSAGES,
  type OddEvenChoice,
} from '@esk/contracts/catalog/matka';
import { type MatkaGateFlags, matkaGateMessage } from '@esk/contracts/catalog/matka-gating';

/** A game page's bet type: the Jodi page always bets CLOSE; the others bet the chosen market type. */
export function gamePageBetType(gameType: MatkaGameType, marketType: MatkaMarketType | null) {
  return gameType === 'JODI' ? JODI_PAGE_BET_TYPE : marketType;
}

/** Whether a game page asks for a market type (the Jodi page does not: it is always CLOSE). */
export const needsMarketType = (gameType: MatkaGameType) => gameType !== 'JODI';

/**
 * The "select a market type" message of a game page (002 §4: "Please Select Market Type
 * (lowercase variant on other pages)"). decision: the Single page says it capitalised, the three
 * patti pages in the lowercase variant, 'please select market type'.
 */
export const selectMarketTypeMessage = (gameType: MatkaGameType): string =>
  gameType === 'SINGLE' ? MATKA_MESSAGES.selectMarketType : MATKA_MESSAGES.selectMarketTypeLower;

/** A tap on a game page's number: the message to show, or undefined to open the slip. */
export function gamePickMessage(
  flags: MatkaGateFlags,
  gameType: MatkaGameType,
  marketType: MatkaMarketType | null,
): string | undefined {
  const betType = gamePageBetType(gameType, marketType);
  if (betType === null) return selectMarketTypeMessage(gameType);
  return matkaGateMessage(flags, gameType, betType);
}

/** The Harup page's grids: the JODI grid (tab 1) and the Andar and Bahar digits (tab 2). */
export const HARUP_GRIDS = ['JODI', 'HAROOP_ANDAR', 'HAROOP_BAHAR'] as const;
export type HarupGrid = (typeof HARUP_GRIDS)[number];

/** The Harup page sends betType JODI from its patti grid and betType = gameType from Andar/Bahar. */
export const harupBetType = (grid: HarupGrid): MatkaBetType => grid;

/** A tap on a Harup grid: JODI needs jodiBet, Andar openBet, Bahar closeBet (after betStatus). */
export function harupPickMessage(flags: MatkaGateFlags, grid: HarupGrid): string | undefined {
  return matkaGateMessage(flags, grid, harupBetType(grid));
}

export interface OddEvenForm {
  marketType: MatkaMarketType | null;
  choice: OddEvenChoice | null;
  /** The amount field's text. */
  amount: string;
}

export type OddEvenField = 'marketType' | 'choice' | 'amount';

/**
 * The Odd-Even page's submit checks, in the spec's order (market type, then game type, then
 * amount): the first missing field and its message, or undefined when the form is complete.
 */
export function oddEvenMissing(form: OddEvenForm): { field: OddEvenField; message: string } | undefined {
  if (form.marketType === null) return { field: 'marketType', message: ODD_EVEN_MESSAGES.selectMarketType };
  if (form.choice === null) return { field: 'choice', message: ODD_EVEN_MESSAGES.selectGameType };
  if (!(Number(form.amount) > 0)) return { field: 'amount', message: ODD_EVEN_MESSAGES.enterAmount };
  return undefined;
}

/**
 * Choosing ahead of order: ODD/EVEN before a market type is 'Please select market Type';
 * typing an amount before ODD/EVEN is 'Please select game Type'.
 */
export function oddEvenOutOfOrder(form: OddEvenForm, step: 'choice' | 'amount'): string | undefined {
  if (form.marketType === null) return ODD_EVEN_MESSAGES.pleaseSelectMarketType;
  if (step === 'amount' && form.choice === null) return ODD_EVEN_MESSAGES.pleaseSelectGameType;
  return undefined;
}

/** The complete Odd-Even form's gate: the market's flags for the chosen market type. */
export function oddEvenGateMessage(flags: MatkaGateFlags, marketType: MatkaMarketType): string | undefined {
  return matkaGateMessage(flags, 'ODD_EVEN' satisfies AnyMatkaGameType, marketType);
}
