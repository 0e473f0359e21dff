/**
 * Matka rules both the mock and the client need: which side of the draw a bet belongs to,
 * which of the market's flags gate it (the pick flow's messages, spec 002 §4), the market
 * types a page may offer, and the rate a page shows. Pure functions over plain data.
 */
import {
  type AnyMatkaGameType,
  MATKA_MESSAGES,
  MATKA_ODDS,
  type MatkaBetType,
  type MatkaMarketType,
} from './matka';

/** The two results of a market day: OPEN is declared first, CLOSE (and the jodi) after. */
export type MatkaSide = 'OPEN' | 'CLOSE';

/** The switches of a market that gate betting (spec 002 §3). A missing side flag reads as off. */
export interface MatkaGateFlags {
  betStatus: boolean;
  openBet?: boolean | undefined;
  closeBet?: boolean | undefined;
  jodiBet?: boolean | undefined;
}

/**
 * Which result decides a bet: JODI and HAROOP_BAHAR need the close digit, HAROOP_ANDAR the
 * open one; the other games follow their market type.
 */
export function settlementSide(gameType: AnyMatkaGameType, betType: MatkaBetType): MatkaSide {
  if (gameType === 'JODI' || gameType === 'HAROOP_BAHAR') return 'CLOSE';
  if (gameType === 'HAROOP_ANDAR') return 'OPEN';
  return betType === 'CLOSE' ? 'CLOSE' : 'OPEN';
}

/**
 * Why the market's flags refuse a bet, in the pick flow's order (spec 002 §4), or undefined:
 * betStatus off is 'Your Bet is Closed Please Connect With Upline'; a jodi (the Jodi page and
 * the Harup page's JODI grid) needs jodiBet ('Jodi Status Closed'); otherwise the flag of the
 * bet's side must be on ('Matka Bet Timeout'). The Jodi page's CLOSE bet also needs closeBet.
 */
export function matkaGateMessage(
  flags: MatkaGateFlags,
  gameType: AnyMatkaGameType,
  betType: MatkaBetType,
): string | undefined {
  if (!flags.betStatus) return MATKA_MESSAGES.betClosed;
  if (gameType === 'JODI') {
    if (!flags.jodiBet) return MATKA_MESSAGES.jodiClosed;
    if (betType === 'CLOSE' && !flags.closeBet) return MATKA_MESSAGES.betTimeout;
    return undefined;
  }
  const open = settlementSide(gameType, betType) === 'OPEN';
  if (!(open ? flags.openBet : flags.closeBet)) return MATKA_MESSAGES.betTimeout;
  return undefined;
}

/** The selector's options: Open only with openBet, Close only with closeBet (spec 002 §2). */
export function marketTypeOptions(flags: MatkaGateFlags): MatkaMarketType[] {
  const options: MatkaMarketType[] = [];
  if (flags.openBet) options.push('OPEN');
  if (flags.closeBet) options.push('CLOSE');
  return options;
}

/**
 * The rate a game page shows (spec 002 §2): the game's fixed odds; the single digit's 9.5 less
 * the global offset ("The display shows 9.5 minus the global offset"). The offset is the domain
 * setting's `globalOffset` (designed: the spec names no field; matka pages read the stored
 * domain settings, 002 §3), 0 when the server sends none. Display only: the bet pays the odds.
 */
export function matkaDisplayRate(gameType: AnyMatkaGameType, globalOffset = 0): number {
  const offset = gameType === 'SINGLE' && Number.isFinite(globalOffset) ? globalOffset : 0;
  return Math.round((MATKA_ODDS[gameType] - offset) * 100) / 100;
}
