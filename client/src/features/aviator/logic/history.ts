/**
 * The crash history strip (spec 002 §2, §4): the last 30 crash values, newest first, seeded from
 * game/getRoundIdDetails; when a round closes with crashStatus true its crash value is prepended
 * (at most 30 entries). designed: an entry remembers its round, so a round already in the fetched
 * history (the page opened while it was crashed) is not added twice.
 */
import { AVIATOR_HISTORY_CAP } from '@esk/contracts/catalog/aviator';
import type { AviatorRound } from '@esk/contracts/http/aviator';

export interface CrashEntry {
  /** Absent when the server's row has none. */
  roundId?: string;
  value: number;
}

export const historyFromRounds = (rounds: readonly AviatorRound[]): CrashEntry[] =>
  rounds
    .slice(0, AVIATOR_HISTORY_CAP)
    .map((round) =>
      round.roundId ? { roundId: round.roundId, value: round.creashValue } : { value: round.creashValue },
    );

/** The history after a push: the crash value joins it once, when its round closes. */
export function historyAfterPush(
  history: readonly CrashEntry[],
  push: { gameStatus: string; crashStatus: boolean; crashValue: number; roundId: string },
): readonly CrashEntry[] {
  if (push.gameStatus !== 'close' || !push.crashStatus) return history;
  if (history.some((entry) => entry.roundId === push.roundId)) return history;
  return [{ roundId: push.roundId, value: push.crashValue }, ...history].slice(0, AVIATOR_HISTORY_CAP);
}
