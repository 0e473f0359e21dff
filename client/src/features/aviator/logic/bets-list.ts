/**
 * The bets list's rows and live-bettor figure (spec 002 §2, §7). The spec's list is the player's
 * own open bets from casino/diamondBetsList {eventId: 303031}; the designed board (the mock's
 * crowd over getAviatorBoard and roundBets) enriches it with every player's bets when the server
 * has it. Pure: the page feeds it what it fetched.
 */
import { AVIATOR_LIVE_BETTOR_CAP } from '@esk/contracts/catalog/aviator';
import type { CasinoBet } from '@esk/contracts/http/casino-schemas';
import type { AviatorRoundBet, AviatorRoundBets } from '@esk/contracts/socket/aviator';

/** An open bet of diamondBetsList as a row of the list ('You' marks it by its id). */
export function ownBetRow(bet: CasinoBet, index: number, fallbackName: string): AviatorRoundBet {
  const profit = bet.profit ?? 0;
  const cashed = profit > 0 && bet.amount > 0;
  return {
    id: bet._id ?? `own-${index}`,
    player: bet.userInfo?.username ?? fallbackName,
    amount: bet.amount,
    ...(cashed ? { multiplier: (bet.amount + profit) / bet.amount, win: bet.amount + profit } : {}),
  };
}

/**
 * All Bets: the crowd of the round on the stage when the server sends one (it lists the player's
 * bets too), and the player's own open bets of that round it does not list yet.
 */
export function allBetsRows(
  crowd: AviatorRoundBets | null,
  own: readonly CasinoBet[],
  roundId: string | undefined,
  fallbackName: string,
): AviatorRoundBet[] {
  const listed = crowd && crowd.roundId === roundId ? crowd.bets : [];
  const known = new Set(listed.map((bet) => bet.id));
  const mine = own
    .filter((bet) => roundId === undefined || bet.roundId === undefined || bet.roundId === roundId)
    .map((bet, index) => ownBetRow(bet, index, fallbackName))
    .filter((row) => !known.has(row.id));
  return [...mine, ...listed];
}

const SEED_STEP = 0x6d2b79f5;

/** A 32-bit hash of the round id (FNV-1a): the figure's seed. */
function seedOf(roundId: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < roundId.length; i++) {
    hash ^= roundId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: the next draw in [0, 1) and the next state. */
function draw(state: number): [number, number] {
  const next = (state + SEED_STEP) >>> 0;
  let t = next;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [((t ^ (t >>> 14)) >>> 0) / 4_294_967_296, next];
}

/**
 * The live-bettor figure as the spec describes it: "a fake figure that climbs randomly up to a
 * cap of 400". For a server that sends no count (the real API). It starts between 40 and 119 and
 * climbs 1 to 12 a second; seeded by the round id, so every page shows the same figure for the
 * same round and second. Never below `floor` (the bets the page itself lists).
 */
export function fakeBettorCount(roundId: string, seconds: number, floor = 0): number {
  let [value, state] = draw(seedOf(roundId));
  let count = 40 + Math.floor(value * 80);
  for (let second = 0; second < seconds && count < AVIATOR_LIVE_BETTOR_CAP; second++) {
    [value, state] = draw(state);
    count += 1 + Math.floor(value * 12);
  }
  return Math.min(AVIATOR_LIVE_BETTOR_CAP, Math.max(floor, count));
}
