/**
 * Every call's and event's examples, keyed by the contract object:
 * `examplesOf(calls.user.login)[0].response`, `eventExamplesOf(events.account.coinUpdate)`.
 * For the contract tests, the docs generator, the mock's tests and the client's test fixtures;
 * the package index does not re-export this module, so apps never bundle the examples.
 */
import type { CallContract, CallExamples, EventContract, EventExamples } from './define';
import { adminExamples } from './http/admin.examples';
import { aviatorExamples } from './http/aviator.examples';
import { casinoExamples } from './http/casino.examples';
import { casinoFeedExamples } from './http/casino-feed.examples';
import { matkaExamples } from './http/matka.examples';
import { providerExamples } from './http/provider.examples';
import { reportsExamples } from './http/reports.examples';
import { sportsExamples } from './http/sports.examples';
import { userExamples } from './http/user.examples';
import { userReportsExamples } from './http/user-reports.examples';
import { websiteExamples } from './http/website.examples';
import { accountExamples } from './socket/account.examples';
import { aviatorExamples as aviatorEventExamples } from './socket/aviator.examples';
import { casinoRoomExamples } from './socket/casino-room.examples';
import { matchRoomExamples } from './socket/match-room.examples';

const callEntries: readonly { call: CallContract; examples: CallExamples }[] = [
  ...userExamples,
  ...userReportsExamples,
  ...websiteExamples,
  ...reportsExamples,
  ...sportsExamples,
  ...casinoExamples,
  ...casinoFeedExamples,
  ...matkaExamples,
  ...aviatorExamples,
  ...providerExamples,
  ...adminExamples,
];

const eventEntries: readonly { event: EventContract; examples: EventExamples }[] = [
  ...accountExamples,
  ...matchRoomExamples,
  ...casinoRoomExamples,
  ...aviatorEventExamples,
];

const byCall = new Map(callEntries.map(({ call, examples }) => [call, examples]));
const byEvent = new Map(eventEntries.map(({ event, examples }) => [event, examples]));

/** The examples of a call; throws for a contract that has none (the contract tests require them). */
export function examplesOf<C extends CallContract>(call: C): CallExamples<C> {
  const examples = byCall.get(call);
  if (!examples) throw new Error(`${call.method} ${call.path} has no examples`);
  return examples as CallExamples<C>;
}

/** The example payloads of an event; throws for a contract that has none. */
export function eventExamplesOf<E extends EventContract>(event: E): EventExamples<E> {
  const examples = byEvent.get(event);
  if (!examples) throw new Error(`${event.channel} ${event.direction} ${event.event} has no examples`);
  return examples as EventExamples<E>;
}

/** Every contract that has examples (the contract tests check this covers the registries). */
export const exampledCalls: readonly CallContract[] = [...byCall.keys()];
export const exampledEvents: readonly EventContract[] = [...byEvent.keys()];
