/**
 * The aviator's public board (designed): the simulated crowd of each round, the last rounds'
 * final bets (Previous, Top) and the chat. State only; what a round shows is crowd.ts.
 */

import { AVIATOR_HISTORY_CAP } from '@esk/contracts/catalog/aviator';
import type { AviatorChatMessage, AviatorRoundBets } from '@esk/contracts/socket/aviator';
import { type CrowdBet, maskPlayer, roundBetsAt, roundBetsSignature, type TopBet, topBets } from './crowd';
import type { AviatorBet, AviatorRound } from './round-math';

/** Chat lines kept for a page that opens (the socket pushes the new ones). */
export const CHAT_BACKLOG = 30;

export class AviatorBoard {
  #crowd = new Map<string, CrowdBet[]>();
  /** Final bets of crashed rounds, newest first. */
  #finished: AviatorRoundBets[] = [];
  #chat: AviatorChatMessage[] = [];
  #chatSeq = 0;
  #pushed = '';

  /** The crowd of the round that just opened (the previous round's is no longer needed). */
  setCrowd(roundId: string, bets: readonly CrowdBet[]): void {
    this.#crowd.clear();
    this.#crowd.set(roundId, [...bets]);
  }

  /** The round's bets at `now`, crowd and real players together. */
  snapshot(round: AviatorRound, real: readonly AviatorBet[], now: number): AviatorRoundBets {
    return roundBetsAt(round, this.#crowd.get(round.roundId) ?? [], real, now);
  }

  /** Keeps the crashed round's final bets (Previous, Top); the stage keeps showing them until the next round. */
  finish(round: AviatorRound, real: readonly AviatorBet[], now: number): void {
    const final = this.snapshot(round, real, now);
    this.#finished = [final, ...this.#finished].slice(0, AVIATOR_HISTORY_CAP);
  }

  /** Whether `bets` differ from what was pushed last (and remembers them as pushed). */
  takeChange(bets: AviatorRoundBets): boolean {
    const signature = roundBetsSignature(bets);
    if (signature === this.#pushed) return false;
    this.#pushed = signature;
    return true;
  }

  get previous(): AviatorRoundBets | null {
    return this.#finished[0] ?? null;
  }

  get top(): TopBet[] {
    return topBets(this.#finished);
  }

  say(player: string, text: string, now: number): AviatorChatMessage {
    const message = { id: `chat-${++this.#chatSeq}`, player: maskPlayer(player), text, at: now };
    this.#chat = [...this.#chat, message].slice(-CHAT_BACKLOG);
    return message;
  }

  get chat(): readonly AviatorChatMessage[] {
    return this.#chat;
  }
}
