/**
 * The settlements a round of a table can end with: which sids win and which are void.
 * The exchange holds a user's exposure on a round as the worst case over exactly these,
 * as the sports markets do over their runners, so hedged bets (back A and back B on
 * teen20) hold what they can really lose, not the sum of their stakes.
 *
 * Each table derives its list from its own rules: by evaluating every deal that decides
 * the round where that is small (one or two cards, the joker and where its match falls),
 * or from the facts the rules read where the deal is large (teen9's hand categories, the
 * 32-card first pass). tables.test.ts checks every dealt round's settlement is in the list.
 */
import type { CasinoMarket, RoundSettlement } from '../types';

const keyOf = (settlement: RoundSettlement) =>
  `${[...settlement.winners].sort().join(',')}|${[...(settlement.voids ?? [])].sort().join(',')}`;

/** Each settlement once, as plain winners/voids (whatever else the outcomes carried). */
export function distinctSettlements(outcomes: Iterable<RoundSettlement>): RoundSettlement[] {
  const seen = new Map<string, RoundSettlement>();
  for (const outcome of outcomes) {
    const key = keyOf(outcome);
    if (!seen.has(key)) {
      seen.set(key, {
        winners: [...outcome.winners],
        ...(outcome.voids && outcome.voids.length > 0 ? { voids: [...outcome.voids] } : {}),
      });
    }
  }
  return [...seen.values()];
}

/** Whether a settlement is one of the list (same winners and voids, in any order). */
export function isSettlementOf(list: readonly RoundSettlement[], settlement: RoundSettlement): boolean {
  const key = keyOf(settlement);
  return list.some((candidate) => keyOf(candidate) === key);
}

/** A table's settlement list, computed once on first use. */
export function memoised(compute: () => RoundSettlement[]): () => readonly RoundSettlement[] {
  let list: readonly RoundSettlement[] | undefined;
  return () => {
    list ??= Object.freeze(distinctSettlements(compute()));
    return list;
  };
}

/** Exactly one market wins, and each can (Dragon Tiger, Worli, two-player Teenpatti, 32 Cards A). */
export const oneWinnerOf = (markets: readonly CasinoMarket[]): RoundSettlement[] =>
  markets.map((market) => ({ winners: [market.sid] }));
