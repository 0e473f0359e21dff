import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  designedField,
  eventServedIn,
  isDesignedField,
  onRealApi,
  servedIn,
  stripDesigned,
} from './api-profile';
import { eventExamplesOf, examplesOf } from './examples';
import { allCalls, calls } from './http';
import { allEvents, events } from './socket';
import { jsonString } from './wire';

describe('which calls and events the real API has', () => {
  it('serves every call and event the spec names, also those whose shape is designed', () => {
    expect(onRealApi(calls.user.login)).toBe(true);
    expect(onRealApi(calls.user.userLoginCheck)).toBe(true);
    expect(onRealApi(calls.matka.getMatkaList)).toBe(true);
    expect(onRealApi(events.account.fetchCasinoBetList)).toBe(true);
    expect(eventServedIn('spec', events.account.userLoggedOut)).toBe(true);
  });

  it('leaves out what only we designed, but keeps the simulator and the provider in both profiles', () => {
    expect(servedIn('spec', calls.matka.matkaBetCancel)).toBe(false);
    expect(servedIn('spec', calls.aviator.getAviatorBoard)).toBe(false);
    expect(servedIn('full', calls.aviator.getAviatorBoard)).toBe(true);
    expect(servedIn('spec', calls.admin.load)).toBe(true);
    expect(servedIn('spec', calls.provider.providerPlay)).toBe(true);
    expect(eventServedIn('spec', events.aviator.roundBets)).toBe(false);
    expect(
      allEvents
        .filter((event) => !onRealApi(event))
        .map((event) => `${event.channel}:${event.event}`)
        .sort(),
    ).toEqual([
      'account:socketLimit',
      'aviator:chatMessage',
      'aviator:roundBets',
      'match:marketByEvent',
      'match:{eventId}',
    ]);
  });

  it('names only designed contracts as spec-named', () => {
    for (const contract of [...allCalls, ...allEvents]) {
      if (contract.specNamed) expect(contract.designed, JSON.stringify(contract.source)).toBe(true);
    }
  });
});

describe('stripDesigned', () => {
  const schema = z.object({
    kept: z.string(),
    seed: designedField(z.string().optional()),
    rows: z.array(z.object({ n: z.number(), hash: designedField(z.string()).optional() })),
    state: jsonString(z.object({ x: z.number(), secret: designedField(z.string().optional()) })).optional(),
  });

  it('drops designed fields at any depth, in lists and inside JSON strings, and leaves the input alone', () => {
    const input = {
      kept: 'a',
      seed: 's',
      extra: 1,
      rows: [{ n: 1, hash: 'h' }, { n: 2 }],
      state: JSON.stringify({ x: 1, secret: 'k' }),
    };
    expect(stripDesigned(schema, input)).toEqual({
      kept: 'a',
      extra: 1,
      rows: [{ n: 1 }, { n: 2 }],
      state: JSON.stringify({ x: 1 }),
    });
    expect(stripDesigned(schema, { ...input, state: { x: 1, secret: 'k' } }).state).toEqual({ x: 1 });
    expect(input.seed).toBe('s');
  });

  it('sees the mark through optional and nullable wrappers', () => {
    expect(isDesignedField(designedField(z.string()).optional().nullable())).toBe(true);
    expect(isDesignedField(z.string().optional())).toBe(false);
  });

  // Every designed field is optional: an answer of the spec profile still matches its contract.
  it.each(
    allCalls.filter(onRealApi).flatMap((call) => examplesOf(call).map((example) => ({ call, example }))),
  )(
    '$call.path ($example.name) without its designed fields still matches its contract',
    ({ call, example }) => {
      expect(call.response.safeParse(stripDesigned(call.response, example.response)).success).toBe(true);
    },
  );

  it.each(
    allEvents
      .filter(onRealApi)
      .flatMap((event) => eventExamplesOf(event).map((payload) => ({ event, payload }))),
  )('$event.event without its designed fields still matches its contract', ({ event, payload }) => {
    expect(event.payload.safeParse(stripDesigned(event.payload, payload)).success).toBe(true);
  });

  it('strips the provably-fair seeds of the aviator state and history', () => {
    const [state] = eventExamplesOf(events.aviator.crashValue);
    expect(String(stripDesigned(events.aviator.crashValue.payload, state))).not.toContain('serverSeed');
    const [history] = examplesOf(calls.aviator.getRoundIdDetails);
    expect(
      JSON.stringify(stripDesigned(calls.aviator.getRoundIdDetails.response, history.response)),
    ).not.toMatch(/serverSeed|houseEdge|salt/);
  });
});
