/**
 * A recording played back (scenario `recording:` or SCENARIO=./rec.ndjson): the answers a real
 * exchange gave, served again by call from the time they were recorded, and its socket events
 * pushed again at their times. Served as recorded, drift included: a bug seen against the real
 * exchange must show the same way offline. The mock still authenticates and validates every
 * request (a bad one gets its 4xx); calls the recording lacks are answered by the exchange.
 */
import { type CallContract, callName, callNamed, type EventContract, events } from '@esk/contracts';
import type { ActionOf, ActionsOf } from '@esk/scenarios/actions';
import { z } from 'zod';
import type { AreaHost, AreaModule } from '../area';
import { bestFit, type Candidate } from './match-request';
import { replayPath, rewritablePrefixes, rewriteUrls } from './rewrite';

type Begin = ActionOf<'recording.begin'>;
type Answer = ActionOf<'recording.answer'>;
type Push = ActionOf<'recording.push'>;

/** A recorded answer as served: its status, and its body pointed at this server. */
export interface ReplayedAnswer {
  status: number;
  body: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The event's contract by its wire name, or one made for an event the contracts do not know. */
function contractOf(push: Push): EventContract {
  const known = Object.values(events[push.channel] as Record<string, EventContract>).find(
    (event) => event.direction === 'on' && event.event === push.event,
  );
  return (
    known ?? {
      event: push.event,
      channel: push.channel,
      direction: 'on',
      summary: 'recorded',
      source: 'a recording',
      payload: z.unknown(),
    }
  );
}

const snapshotKey = (channel: Push['channel'], room: string) => `${channel}:${room}`;

export class RecordingArea implements AreaModule<'recording'> {
  #begin: Begin | undefined;
  #prefixes: string[] = [];
  /** api calls by name: every recorded request with its newest answer. */
  #calls = new Map<string, Candidate<Answer>[]>();
  /** cache and result GETs by the path they are served at, with their query as the request. */
  #paths = new Map<string, Candidate<Answer>[]>();
  /** The newest push of each room (and each aviator event): what a socket joining now is sent. */
  #latest = new Map<string, Push>();

  constructor(private readonly exchange: AreaHost) {}

  /** Whether a recording plays on this exchange. */
  get active(): boolean {
    return this.#begin !== undefined;
  }

  apply(action: ActionsOf<'recording'>): void {
    switch (action.type) {
      case 'recording.begin':
        this.#begin = action;
        this.#prefixes = rewritablePrefixes(action.base, action.origins);
        return;
      case 'recording.answer':
        this.#record(action);
        return;
      case 'recording.push':
        this.#push(action);
        return;
    }
  }

  #record(answer: Answer): void {
    // Calls of the API by name; cache and result GETs (and calls these contracts do not know) by path.
    if (callNamed(answer.call)?.kind === 'api') {
      this.#upsert(this.#calls, answer.call, answer.request, answer);
      return;
    }
    const served = replayPath(answer.url, this.#prefixes);
    const [path = served, query = ''] = served.split('?');
    const request = {
      ...Object.fromEntries(new URLSearchParams(query)),
      ...(isObject(answer.request) ? answer.request : {}),
    };
    this.#upsert(this.#paths, `${answer.method} ${path}`, request, answer);
  }

  #upsert(map: Map<string, Candidate<Answer>[]>, key: string, request: unknown, answer: Answer): void {
    const list = (map.get(key) ?? []).filter(
      (candidate) => JSON.stringify(candidate.request) !== JSON.stringify(request),
    );
    list.push({ request, value: answer });
    map.set(key, list);
  }

  /** The recorded answer of an api call for this request, pointed at `publicUrl`; undefined: not recorded. */
  answerFor(contract: CallContract, request: unknown, publicUrl: string): ReplayedAnswer | undefined {
    const name = callName(contract);
    if (name === 'user.login') return undefined; // the exchange signs in; loginData() shapes its answer
    const answer = bestFit(this.#calls.get(name) ?? [], request);
    return answer ? this.#served(answer, publicUrl) : undefined;
  }

  /** The recorded answer of a cache or result GET (or a call the contracts do not know) at this URL. */
  rawAnswerFor(method: string, url: string, publicUrl: string): ReplayedAnswer | undefined {
    if (this.#paths.size === 0) return undefined;
    const [path = url, query = ''] = url.split('?');
    const candidates = this.#paths.get(`${method} ${path}`);
    if (!candidates) return undefined;
    const answer = bestFit(candidates, Object.fromEntries(new URLSearchParams(query)));
    return answer ? this.#served(answer, publicUrl) : undefined;
  }

  #served(answer: Answer, publicUrl: string): ReplayedAnswer {
    return { status: answer.status, body: rewriteUrls(answer.body, this.#prefixes, publicUrl) };
  }

  /** The recorded user record for a login answer (userId and token are the replay's own). */
  loginData(userId: string): Record<string, unknown> | undefined {
    if (!this.#begin) return undefined;
    const { token: _token, authenticateToken: _auth, ...user } = this.#begin.user;
    return { ...user, userId };
  }

  /** Whose login the recording made: its account pushes go to this user. */
  get username(): string | undefined {
    return this.#begin?.username;
  }

  #push(push: Push): void {
    const { outbox } = this.exchange;
    const contract = contractOf(push);
    switch (push.channel) {
      case 'account': {
        // userLoggedIn answered the recorder's own login; this server answers each client's.
        if (push.event === events.account.userLoggedIn.event || !this.#begin) return;
        const user = this.exchange.accounts.byUsername(this.#begin.username);
        if (user) outbox.toUser(user.userId, contract, push.payload as never);
        return;
      }
      case 'match':
      case 'casino': {
        const room = push.room ?? push.event;
        this.#latest.set(snapshotKey(push.channel, room), push);
        outbox.toRoom(contract, room, push.payload as never);
        return;
      }
      case 'aviator':
        this.#latest.set(snapshotKey('aviator', push.event), push);
        outbox.toChannel(contract, push.payload as never);
        return;
    }
  }

  /**
   * designed: a socket joining a match or casino room is sent the room's newest recorded push at
   * once (a recording holds only the moments it saw; a real feed pushes every second).
   */
  pushRoomSnapshot(socketId: string, room: string): void {
    for (const channel of ['match', 'casino'] as const) {
      const push = this.#latest.get(snapshotKey(channel, room));
      if (push) this.exchange.outbox.toSocket(socketId, contractOf(push), push.payload as never);
    }
  }

  /** ...and a socket joining the aviator game the newest recorded push of each aviator event. */
  pushGameSnapshot(socketId: string): void {
    for (const [key, push] of this.#latest) {
      if (key.startsWith('aviator:'))
        this.exchange.outbox.toSocket(socketId, contractOf(push), push.payload as never);
    }
  }
}
