/**
 * Everything the exchange pushes to sockets goes through the outbox as plain data, so
 * the realtime layer, the journal and the determinism test all see the same stream.
 */
import type { Channel } from '@esk/contracts';

export type OutboundEvent =
  /** To every account socket of one user. */
  | { to: 'user'; userId: string; event: string; payload: unknown }
  /** To every socket in a room of a channel (match room by marketId, casino room by shortName). */
  | { to: 'room'; channel: Channel; room: string; event: string; payload: unknown }
  /** To every socket of a channel (aviator state, domain-wide account events). */
  | { to: 'channel'; channel: Channel; event: string; payload: unknown };

export type OutboundListener = (event: OutboundEvent, at: number) => void;

export class Outbox {
  #listeners: OutboundListener[] = [];

  constructor(private readonly now: () => number) {}

  /** Listens to every event; `first` runs before earlier listeners (a benchmark stamping send times). */
  subscribe(listener: OutboundListener, options: { first?: boolean } = {}): () => void {
    if (options.first) this.#listeners.unshift(listener);
    else this.#listeners.push(listener);
    return () => {
      this.#listeners = this.#listeners.filter((candidate) => candidate !== listener);
    };
  }

  toUser(userId: string, event: string, payload: unknown): void {
    this.#emit({ to: 'user', userId, event, payload });
  }

  toRoom(channel: Channel, room: string, event: string, payload: unknown): void {
    this.#emit({ to: 'room', channel, room, event, payload });
  }

  toChannel(channel: Channel, event: string, payload: unknown): void {
    this.#emit({ to: 'channel', channel, event, payload });
  }

  #emit(event: OutboundEvent): void {
    const at = this.now();
    for (const listener of this.#listeners) listener(event, at);
  }
}
