/**
 * What the aviator page knows from the server besides the frame-by-frame flight: the last live
 * state, the crash history, the round's bets (All Bets), the previous round, the top wins, the
 * chat and the connection. Fed by the socket and the first fetches; React reads narrow slices.
 */
import { AVIATOR_HISTORY_CAP } from '@esk/contracts/catalog/aviator';
import type { AviatorRound, AviatorTopBet } from '@esk/contracts/http/aviator';
import type { AviatorChatMessage, AviatorRoundBets, AviatorState } from '@esk/contracts/socket/aviator';
import { create } from 'zustand';
import { type CrashEntry, historyAfterPush, historyFromRounds } from '../logic/history';

/** Chat lines kept on the page. */
export const CHAT_KEEP = 50;

export type Connection = 'connecting' | 'connected' | 'lost';

export interface Board {
  current: AviatorRoundBets | null;
  previous: AviatorRoundBets | null;
  top: AviatorTopBet[];
  chat: AviatorChatMessage[];
}

interface AviatorStore {
  connection: Connection;
  live: AviatorState | null;
  history: readonly CrashEntry[];
  roundBets: AviatorRoundBets | null;
  previous: AviatorRoundBets | null;
  top: readonly AviatorTopBet[];
  chat: readonly AviatorChatMessage[];
  /** This page's bets (betInsertId), to mark them 'You' in the lists. */
  ownBets: ReadonlySet<string>;
  /**
   * Whether the server publishes provably-fair seeds (designed: the real API sends none, so the
   * Fairness check stays hidden there). Set by the first state carrying a hash.
   */
  provablyFair: boolean;
}

const initial = (): AviatorStore => ({
  connection: 'connecting',
  live: null,
  history: [],
  roundBets: null,
  previous: null,
  top: [],
  chat: [],
  ownBets: new Set(),
  provablyFair: false,
});

export const useAviatorStore = create<AviatorStore>()(() => initial());

const set = useAviatorStore.setState;
const get = useAviatorStore.getState;

export const resetAviatorStore = (): void => set(initial(), true);

export const setConnection = (connection: Connection): void => set({ connection });

/** A crashValue push: the live state, and the history when a round closes. */
export function receiveState(live: AviatorState): void {
  const fair = get().provablyFair || live.serverSeedHash !== undefined || live.serverSeed !== undefined;
  set({ live, history: historyAfterPush(get().history, live), provablyFair: fair });
}

export function seedHistory(rounds: readonly AviatorRound[]): void {
  // Rounds that closed while the history was on its way stay in front.
  const fetched = historyFromRounds(rounds);
  const known = new Set(fetched.map((entry) => entry.roundId));
  const newer = get().history.filter((entry) => entry.roundId !== undefined && !known.has(entry.roundId));
  set({ history: [...newer, ...fetched].slice(0, AVIATOR_HISTORY_CAP) });
}

export function receiveRoundBets(bets: AviatorRoundBets): void {
  set({ roundBets: bets });
}

function mergeChat(lines: readonly AviatorChatMessage[]): AviatorChatMessage[] {
  const byId = new Map<string, AviatorChatMessage>();
  for (const line of [...get().chat, ...lines]) byId.set(line.id, line);
  return [...byId.values()].sort((a, b) => a.at - b.at).slice(-CHAT_KEEP);
}

export function receiveChat(line: AviatorChatMessage): void {
  set({ chat: mergeChat([line]) });
}

/** The board fetch: previous round, top wins and chat; this round's bets unless the socket is ahead. */
export function seedBoard(board: Board): void {
  const current = get().roundBets;
  const keepLive = current !== null && board.current !== null && current.roundId !== board.current.roundId;
  set({
    previous: board.previous,
    top: board.top,
    chat: mergeChat(board.chat),
    ...(keepLive ? {} : { roundBets: board.current }),
  });
}

export function markOwnBet(betId: string): void {
  set({ ownBets: new Set([...get().ownBets, betId]) });
}
