/**
 * The user's position per runner (sports/userPositionByMarketId): green above 0, red below.
 */
import type { UserPosition } from '@esk/contracts/http/sports-schemas';

export type PositionTone = 'profit' | 'loss' | 'neutral';

export const positionTone = (value: number): PositionTone =>
  value > 0 ? 'profit' : value < 0 ? 'loss' : 'neutral';

/** Position by selection id for one odds market (bookmaker or toss). */
export function positionsFor(positions: UserPosition | undefined, oddsType: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const row of positions?.oddsPosition ?? []) {
    if (row.oddsType === oddsType) map.set(row._id, row.totalPosition);
  }
  return map;
}

/** Positions shown as whole coins with their sign ('+950', '-1000', '0'). */
export function formatPosition(value: number): string {
  const rounded = Math.round(value) + 0;
  return rounded > 0 ? `+${rounded}` : String(rounded);
}
