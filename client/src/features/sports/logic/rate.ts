/**
 * Rates travel as fractions (0.95) and show times 100 on match details ("95", spec 000 §5);
 * bets send the fraction back as text ('0.95'). A rate of 0 or below takes no clicks.
 */
import { isExchangeOddsType, RATE_DISPLAY_FACTOR } from '@esk/contracts/catalog/sports';

/** 0.95 -> '95', 1.155 -> '115.5', a blank/invalid rate -> '0'. */
export function displayRate(rate: number): string {
  if (!Number.isFinite(rate)) return '0';
  return String(Number((rate * RATE_DISPLAY_FACTOR).toFixed(2)) + 0);
}

/** The fraction as the placement payload carries it: 0.95 -> '0.95', 1 -> '1'. */
export function rateToWire(rate: number): string {
  return String(Number(rate.toFixed(6)));
}

/** Clicks on a rate of zero or below are ignored (spec 000 §4). */
export const isClickableRate = (rate: number): boolean => Number.isFinite(rate) && rate > 0;

/** Decimal odds as an exchange shows them: 1.62 -> '1.62', 2 -> '2', 40 -> '40'. */
export function formatPrice(price: number): string {
  return Number.isFinite(price) ? String(Number(price.toFixed(2)) + 0) : '0';
}

/** The rate as its market shows it: decimal odds for match odds and tied match, else times 100. */
export function displayOddsRate(oddsType: string | undefined, rate: number): string {
  return isExchangeOddsType(oddsType ?? '') ? formatPrice(rate) : displayRate(rate);
}
