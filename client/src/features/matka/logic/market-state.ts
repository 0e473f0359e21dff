/**
 * What a market shows before anyone taps (designed: the spec shows the flags, not how a page
 * presents them): its betting phase from the flags, its day and times at +05:30, and the
 * Harup header's close date (spec 002 §2: tomorrow when extendedCloseDay is not 0).
 */
import { addIstDays, DATE_FORMATS, formatIst, istDay, istDayStart } from '@esk/contracts/dates';
import type { MatkaMarket } from '@esk/contracts/http/matka';

/**
 * suspended: betStatus off (the upline closed bets); open: both sides take bets; closeOnly:
 * the open side has closed; openOnly: only the open side takes bets; closed: neither side.
 */
export type MarketPhase = 'suspended' | 'open' | 'closeOnly' | 'openOnly' | 'closed';

export function marketPhase(market: Pick<MatkaMarket, 'betStatus' | 'openBet' | 'closeBet'>): MarketPhase {
  if (!market.betStatus) return 'suspended';
  if (market.openBet && market.closeBet) return 'open';
  if (market.closeBet) return 'closeOnly';
  if (market.openBet) return 'openOnly';
  return 'closed';
}

/** Whether a phase still takes any bet. */
export const phaseTakesBets = (phase: MarketPhase) => phase !== 'suspended' && phase !== 'closed';

/** The name pages show in short headers: the short name, else the name. */
export const shortNameOf = (market: Pick<MatkaMarket, 'name' | 'shortName'>) =>
  market.shortName?.trim() || market.name;

/** Open and close times as 'HH:mm' (showOpenTime / showCloseTime, else openTime / closeTime). */
export function marketTimes(market: MatkaMarket): { open: string; close: string } {
  return {
    open: market.showOpenTime ?? market.openTime ?? '',
    close: market.showCloseTime ?? market.closeTime ?? '',
  };
}

/** 'HH:mm' as minutes of the day; an unreadable time sorts last. */
function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : Number.POSITIVE_INFINITY;
}

/**
 * The market list's order as the real sites sort it (issue 28): priority ascending (absent:
 * last), then the open time of day; the server's order otherwise (a stable sort). Applied by
 * the client, so a server that sends them unsorted lists them the same way.
 */
export function sortMarkets<M extends MatkaMarket>(markets: readonly M[]): M[] {
  const priority = (market: M) => market.priority ?? Number.POSITIVE_INFINITY;
  return [...markets].sort(
    (a, b) => priority(a) - priority(b) || minutesOf(marketTimes(a).open) - minutesOf(marketTimes(b).open),
  );
}

/** Today's +05:30 date as the matka pages show it ('14-03-2026'). */
export const matkaDate = (now: number) => formatIst(now, DATE_FORMATS.matkaDate);

/** The Harup header's close date: today, or tomorrow when extendedCloseDay is not 0. */
export function closeDate(now: number, extendedCloseDay: number | undefined): string {
  const day = istDay(now);
  const closeDay = extendedCloseDay ? addIstDays(day, 1) : day;
  return formatIst(istDayStart(closeDay), DATE_FORMATS.matkaDate);
}

/** The request range of "today's bets" (YYYY-MM-DD at +05:30). */
export function todayRange(now: number): { fromDate: string; toDate: string } {
  const day = istDay(now);
  return { fromDate: day, toDate: day };
}
