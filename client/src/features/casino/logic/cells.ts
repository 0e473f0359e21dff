/**
 * Building market cells from feed rows, shared by every family: the rate a side shows and
 * sends (a back rate less the table's oddsDifference, 001 §5), the open rule (001 §4) and
 * the lookups of rows by sid or name.
 */
import {
  CASINO_FALLBACK_ODDS,
  isMarketOpen,
  marketName,
  marketSid,
  netRate,
  type ThreeWaySide,
} from '@esk/contracts/catalog/casino';
import type { MarketRow } from '@esk/contracts/http/casino-schemas';
import type { MessageKey } from '@/i18n/i18n';
import { cellKey, type MarketCell, type MarketSide } from './board-model';

export interface RoundContext {
  /** The table's shortName: picks the open rule and the result letters. */
  code: string;
  /** setting.oddsDifference of the table (0 when not set). */
  oddsDifference: number;
}

/**
 * The rate a cell shows and sends: a back rate less the oddsDifference (never below 0), a lay
 * rate as the feed sends it; 0 when the feed has none (the cell then takes no bets).
 */
export function sideRate(rate: number | undefined, side: MarketSide, oddsDifference: number): number {
  if (rate === undefined || !Number.isFinite(rate) || rate <= 0) return 0;
  return side === 'back' ? Math.max(0, netRate(rate, oddsDifference)) : netRate(rate, 0);
}

export interface CellInput {
  sid: string;
  nat: string;
  label?: string;
  side: MarketSide;
  rate: number;
  open: boolean;
  betFor: string;
  size?: number | undefined;
  refusal?: MessageKey;
}

export function marketCell(input: CellInput): MarketCell {
  const { sid, nat, side, rate, betFor } = input;
  return {
    key: cellKey(sid, side),
    sid,
    nat,
    label: input.label ?? nat,
    side,
    rate,
    open: input.open && rate > 0 && input.refusal === undefined,
    betFor,
    ...(input.size ? { size: input.size } : {}),
    ...(input.refusal === undefined ? {} : { refusal: input.refusal }),
  };
}

/** A row's back (b1, else rate) or lay (l1) cell. */
export function rowCell(
  row: MarketRow,
  side: MarketSide,
  ctx: RoundContext,
  options: { betFor: string; label?: string; rate?: number; threeWay?: ThreeWaySide },
): MarketCell {
  const raw = options.rate ?? (side === 'back' ? row.b1 || row.rate : row.l1);
  return marketCell({
    sid: marketSid(row),
    nat: marketName(row),
    ...(options.label === undefined ? {} : { label: options.label }),
    side,
    rate: sideRate(raw, side, ctx.oddsDifference),
    open: isMarketOpen(row, ctx.code, options.threeWay),
    betFor: options.betFor,
    size: side === 'back' ? row.bs1 : row.ls1,
  });
}

/** The row with this sid (sid or sectionId). */
export const rowBySid = (rows: readonly MarketRow[], sid: string) =>
  rows.find((row) => marketSid(row) === sid);

/** The row with this name (nat or nation), case and spacing ignored. */
export function rowByName(rows: readonly MarketRow[], name: string): MarketRow | undefined {
  const wanted = name.trim().toLowerCase();
  return rows.find((row) => marketName(row).trim().toLowerCase() === wanted);
}

/** Rate text with two decimals; without a rate the box's fallback (001 §9: '0.00' or '2.00'). */
export const rateText = (rate: number, noRate: string = CASINO_FALLBACK_ODDS.none) =>
  rate > 0 ? rate.toFixed(2) : noRate;
