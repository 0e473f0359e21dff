/**
 * Every socket.io event, by channel: `events.account.coinUpdate`, `events.casino.roundUpdate`.
 */
import type { EventContract } from '../define';
import * as account from './account';
import * as aviator from './aviator';
import * as casinoRoom from './casino-room';
import * as matchRoom from './match-room';

const isEvent = (value: unknown): value is EventContract =>
  typeof value === 'object' && value !== null && 'event' in value && 'channel' in value && 'payload' in value;

const pickEvents = <M extends Record<string, unknown>>(module: M) =>
  Object.fromEntries(Object.entries(module).filter(([, value]) => isEvent(value))) as {
    [K in keyof M as M[K] extends EventContract ? K : never]: M[K];
  };

export const events = {
  account: pickEvents(account),
  match: pickEvents(matchRoom),
  casino: pickEvents(casinoRoom),
  aviator: pickEvents(aviator),
};

export const allEvents: EventContract[] = Object.values(events).flatMap(
  (channel) => Object.values(channel) as EventContract[],
);
