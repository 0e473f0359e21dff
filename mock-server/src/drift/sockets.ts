/**
 * The drift check's socket side: connects to every channel the walk found (the account
 * channel with `login`, each match and casino room with `JoinRoom`, the aviator game with
 * `joinGame`), listens for a while, and checks every push against its event contract.
 * One EventCheck per channel and event name; a channel that stayed silent is 'quiet'.
 */
import { type EventContract, events, listIssues } from '@esk/contracts';
import { AVIATOR_GAME_NAME, AVIATOR_SOCKET_OPTIONS } from '@esk/contracts/catalog/aviator';
import { io, type Socket } from 'socket.io-client';
import { type EventCheck, type FieldDrift, fieldDrifts } from './checks';
import type { Recorder } from './recorder';
import type { SocketTargets } from './walk';

type Channel = EventCheck['channel'];

/** A push seen on a channel, for the listeners that act on one (--place-bets). */
export type PushListener = (channel: Channel, event: string, payload: unknown) => void;

interface Subscription {
  channel: Channel;
  url: string;
  room?: string;
  /** What to send on connect. */
  join: (socket: Socket) => void;
  /** The contract of a push by its wire name. */
  contractOf: (event: string) => { name: string; contract: EventContract } | undefined;
  options: Parameters<typeof io>[1];
}

const named = (channel: 'account' | 'aviator') => {
  const byWire = new Map(
    Object.entries(events[channel] as Record<string, EventContract>)
      .filter(([, contract]) => contract.direction === 'on')
      .map(([name, contract]) => [contract.event, { name: `${channel}.${name}`, contract }]),
  );
  return (event: string) => byWire.get(event);
};

function subscriptions(targets: SocketTargets): Subscription[] {
  const websocket = { transports: ['websocket'], reconnection: false, forceNew: true };
  const list: Subscription[] = [];
  if (targets.account) {
    const { url, userId, token, domain } = targets.account;
    list.push({
      channel: 'account',
      url,
      join: (socket) => socket.emit(events.account.login.event, { userId, token, domain }),
      contractOf: named('account'),
      options: websocket,
    });
  }
  /** A page room (match by marketId, casino by shortName): JoinRoom with the key, pushes named by it. */
  const room = (channel: 'match' | 'casino', url: string, key: string): Subscription => {
    const update =
      channel === 'match'
        ? { name: 'match.marketUpdate', contract: events.match.marketUpdate }
        : { name: 'casino.roundUpdate', contract: events.casino.roundUpdate };
    return {
      channel,
      url,
      room: key,
      join: (socket) => socket.emit(events[channel].joinRoom.event, key),
      contractOf: (event) => (event === key ? update : undefined),
      options: websocket,
    };
  };
  for (const { url, marketId, eventId } of targets.matches) {
    const match = room('match', url, marketId);
    if (eventId) {
      // The same socket also subscribes to the event's exchange markets (Match Odds, Tied Match).
      const markets = { name: 'match.eventMarketsUpdate', contract: events.match.eventMarketsUpdate };
      list.push({
        ...match,
        join: (socket) => {
          match.join(socket);
          socket.emit(events.match.marketByEvent.event, eventId);
        },
        contractOf: (event) => (event === eventId ? markets : match.contractOf(event)),
      });
    } else list.push(match);
  }
  for (const { url, shortName } of targets.casinos) list.push(room('casino', url, shortName));
  if (targets.aviator) {
    list.push({
      channel: 'aviator',
      url: targets.aviator.url,
      join: (socket) => socket.emit(events.aviator.joinGame.event, { gameName: AVIATOR_GAME_NAME }),
      contractOf: named('aviator'),
      options: {
        ...AVIATOR_SOCKET_OPTIONS,
        transports: [...AVIATOR_SOCKET_OPTIONS.transports],
        forceNew: true,
      },
    });
  }
  return list;
}

export interface ListenSettings {
  listenMs: number;
  now: () => number;
  recorder?: Recorder;
  onPush?: PushListener;
}

/** Listens to every target for `listenMs` and returns the checks, channel by channel. */
export async function listen(targets: SocketTargets, settings: ListenSettings): Promise<EventCheck[]> {
  const { listenMs, now, recorder, onPush } = settings;
  const checks = new Map<string, EventCheck>();
  const connected = new Map<Subscription, string | true>();
  const sockets: Socket[] = [];
  const subs = subscriptions(targets);

  for (const sub of subs) {
    recorder?.called(sub.url);
    const socket = io(sub.url, { ...sub.options, autoConnect: false });
    sockets.push(socket);
    socket.on('connect', () => {
      connected.set(sub, true);
      sub.join(socket);
    });
    socket.on('connect_error', (error) => {
      if (connected.get(sub) !== true) connected.set(sub, error.message);
    });
    socket.onAny((event: string, ...args: unknown[]) => {
      const payload = args[0];
      recorder?.event({
        at: now(),
        channel: sub.channel,
        event,
        ...(sub.room ? { room: sub.room } : {}),
        payload,
      });
      onPush?.(sub.channel, event, payload);
      const known = sub.contractOf(event);
      const key = `${sub.channel}\n${sub.room ?? ''}\n${event}`;
      const check = checks.get(key) ?? {
        channel: sub.channel,
        event,
        ...(known ? { contract: known.name } : {}),
        ...(sub.room ? { room: sub.room } : {}),
        url: sub.url,
        seen: 0,
        drifting: 0,
        verdict: known ? 'ok' : 'unknown',
        fields: [],
        ...(known ? {} : { message: 'no contract names this event' }),
      };
      checks.set(key, check);
      check.seen += 1;
      if (!known) return;
      const parsed = known.contract.payload.safeParse(payload);
      if (parsed.success) return;
      check.drifting += 1;
      check.verdict = 'drift';
      mergeFields(check.fields, fieldDrifts(listIssues(parsed.error), payload));
    });
    socket.connect();
  }

  await new Promise((resolve) => setTimeout(resolve, listenMs));
  for (const socket of sockets) {
    socket.removeAllListeners();
    socket.offAny();
    socket.disconnect();
  }

  const result: EventCheck[] = [];
  for (const sub of subs) {
    const own = [...checks.values()].filter(
      (check) => check.channel === sub.channel && check.room === sub.room && check.url === sub.url,
    );
    const state = connected.get(sub);
    if (own.length > 0) result.push(...own);
    else {
      result.push({
        channel: sub.channel,
        event: '(none)',
        ...(sub.room ? { room: sub.room } : {}),
        url: sub.url,
        seen: 0,
        drifting: 0,
        verdict: state === true ? 'quiet' : 'failed',
        fields: [],
        message:
          state === true
            ? `connected, nothing pushed in ${Math.round(listenMs / 100) / 10} s`
            : `could not connect: ${state ?? 'no answer'}`,
      });
    }
  }
  return result;
}

/** Keeps the first value seen per drifting field (each push repeats the same drift). */
function mergeFields(into: FieldDrift[], more: FieldDrift[]): void {
  for (const field of more) {
    if (!into.some((known) => known.path === field.path && known.message === field.message)) into.push(field);
  }
}
