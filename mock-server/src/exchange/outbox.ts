/**
 * Everything the exchange pushes to sockets goes through the outbox as plain data, so
 * the realtime layer, the journal and the determinism test all see the same stream.
 * A push names its event contract (contracts/src/socket), which types the payload; the
 * stream keeps the event's wire name and payload as plain data.
 */
import type { Channel, EventContract, WirePayloadOf } from '@esk/contracts';
import { type ApiProfile, eventServedIn, stripDesigned } from '@esk/contracts/api-profile';

export type OutboundEvent =
  /** To every account socket of one user. */
  | { to: 'user'; userId: string; event: string; payload: unknown }
  /**
   * To the account sockets logged in with one session (by its id, never its token). `end`:
   * the session is over, so those sockets then leave the user's rooms.
   */
  | { to: 'session'; sessionId: string; event: string; payload: unknown; end?: true }
  /** To one connected socket (an answer to what it emitted, e.g. its `login`). */
  | { to: 'socket'; socketId: string; event: string; payload: unknown }
  /** To every socket in a room of a channel (match room by marketId, casino room by shortName). */
  | { to: 'room'; channel: Channel; room: string; event: string; payload: unknown }
  /** To every socket of a channel (aviator state, domain-wide account events). */
  | { to: 'channel'; channel: Channel; event: string; payload: unknown };

export type OutboundListener = (event: OutboundEvent, at: number) => void;

/** Rooms whose event is named by a value ('{marketId}', '{shortName}') push on that value. */
const eventName = (contract: EventContract, room?: string) =>
  room !== undefined && contract.event.startsWith('{') ? room : contract.event;

export class Outbox {
  #listeners: OutboundListener[] = [];

  /**
   * `liveFrom`: pushes before it are dropped. A scenario's past (its history) is played before
   * anyone could connect, so nothing of it reaches a socket or the journal's events; the
   * state it leaves is what the API answers from.
   * `profile` 'spec': events the spec does not name are dropped here and designed fields stripped,
   * so the sockets and the journal see only what the real API sends (contracts/src/api-profile.ts).
   */
  constructor(
    private readonly now: () => number,
    private readonly liveFrom = Number.NEGATIVE_INFINITY,
    private readonly profile: ApiProfile = 'full',
  ) {}

  /** Whether pushes go out now (false while a scenario's past plays): a caller may skip building one. */
  get live(): boolean {
    return this.now() >= this.liveFrom;
  }

  /** Listens to every event; `first` runs before earlier listeners (a benchmark stamping send times). */
  subscribe(listener: OutboundListener, options: { first?: boolean } = {}): () => void {
    if (options.first) this.#listeners.unshift(listener);
    else this.#listeners.push(listener);
    return () => {
      this.#listeners = this.#listeners.filter((candidate) => candidate !== listener);
    };
  }

  toUser<E extends EventContract>(userId: string, contract: E, payload: WirePayloadOf<E>): void {
    this.#emit(contract, { to: 'user', userId, event: contract.event, payload });
  }

  toSession<E extends EventContract>(
    sessionId: string,
    contract: E,
    payload: WirePayloadOf<E>,
    options: { end?: boolean } = {},
  ): void {
    this.#emit(contract, {
      to: 'session',
      sessionId,
      event: contract.event,
      payload,
      ...(options.end ? { end: true as const } : {}),
    });
  }

  toSocket<E extends EventContract>(socketId: string, contract: E, payload: WirePayloadOf<E>): void {
    this.#emit(contract, { to: 'socket', socketId, event: contract.event, payload });
  }

  toRoom<E extends EventContract>(contract: E, room: string, payload: WirePayloadOf<E>): void {
    this.#emit(contract, {
      to: 'room',
      channel: contract.channel,
      room,
      event: eventName(contract, room),
      payload,
    });
  }

  toChannel<E extends EventContract>(contract: E, payload: WirePayloadOf<E>): void {
    this.#emit(contract, { to: 'channel', channel: contract.channel, event: contract.event, payload });
  }

  #emit(contract: EventContract, event: OutboundEvent): void {
    const at = this.now();
    if (at < this.liveFrom) return;
    if (this.profile === 'spec') {
      if (!eventServedIn('spec', contract)) return;
      event = { ...event, payload: stripDesigned(contract.payload, event.payload) };
    }
    for (const listener of this.#listeners) listener(event, at);
  }
}
