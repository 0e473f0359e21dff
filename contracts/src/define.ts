import type { z } from 'zod';

/** Which part of the product a call or event belongs to (one file per area under http/ and socket/). */
export type Area =
  | 'user'
  | 'website'
  | 'reports'
  | 'sports'
  | 'casino'
  | 'matka'
  | 'aviator'
  | 'provider'
  | 'admin';

/**
 * api: under /v1/, JSON body, wrapped in the response envelope (may be encrypted).
 * cache: a GET of a URL the server hands out (cacheUrl/cacheURL), plain JSON body.
 * result: the external result service (allCasinoResult), plain JSON body.
 * admin: the mock server's control API under /__admin/ (not part of the real API), plain JSON body.
 * provider: the simulated casino provider's own API under /games/api/, called by its game pages
 *   (not part of the exchange API: a real provider serves its own), plain JSON body.
 */
export type CallKind = 'api' | 'cache' | 'result' | 'provider' | 'admin';

/**
 * Who may make an authenticated call. The mock enforces it in one place
 * (mock-server/src/http/call-route.ts) and the OpenAPI shows it as `x-access`.
 * - 'user': any signed-in user (their own settings, the lobby lists).
 * - 'client': a client (userType 'client'): the call reads a client's books.
 * - 'bettor': a client who has set their own password (isPasswordChanged): the call moves
 *   money (places or cancels a bet, cashes out, opens a provider game). Only these calls
 *   honour an Idempotency-Key.
 */
export type CallAccess = 'user' | 'client' | 'bettor';

export interface CallExample<TReq extends z.ZodType, TRes extends z.ZodType> {
  name: string;
  /** Body for POST/PATCH, query for GET. */
  request: z.input<TReq>;
  /** Path parameters, for paths with `{name}` segments. */
  params?: Record<string, string>;
  /** The decrypted body as the real API sends it. */
  response: z.input<TRes>;
}

export interface CallContract<TReq extends z.ZodType = z.ZodType, TRes extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'PATCH';
  /** Path as the mock serves it, `{param}` for path parameters: '/v1/user/login'. */
  path: string;
  kind: CallKind;
  area: Area;
  summary: string;
  /** Where the spec names the call ('000 §7'), or why its shape was designed here. */
  source: string;
  /** True when the spec does not show the shape and it was designed here (marked `// designed` in code). */
  designed?: boolean;
  /**
   * With `designed`: the spec still names the call (000 §7 lists it, shape "not shown"), so the
   * real API has it and API_PROFILE=spec serves it. A designed call without it is ours alone
   * (api-profile.ts decides from these two).
   */
  specNamed?: true;
  /** Whether the call needs `Authorization: Bearer <token>`. */
  auth: boolean;
  /** Who may call (required when `auth` is true). */
  access?: CallAccess;
  /** Body for POST/PATCH, query string for GET. */
  request: TReq;
  /** Path parameters schema, when `path` has `{param}` segments. */
  params?: z.ZodType;
  /** The whole response body (for api calls: the envelope, with `data` decrypted). */
  response: TRes;
  /**
   * NDJSON streams (the admin journal export and replay): `response: true` means the answer is
   * application/x-ndjson and `response` describes one line; `requestLine` means the body may
   * also be sent as application/x-ndjson, one line of which it describes.
   */
  ndjson?: { response?: true; requestLine?: z.ZodType };
}

/**
 * Identity function that types a call's contract (its examples are in `<area>.examples.ts`).
 * An authenticated call must say who may make it (`access`); a public one must not.
 */
export function defineCall<TReq extends z.ZodType, TRes extends z.ZodType>(
  call: CallContract<TReq, TRes> & ({ auth: false; access?: undefined } | { auth: true; access: CallAccess }),
): CallContract<TReq, TRes> {
  return call;
}

/** One or more examples of a call. */
export type CallExamples<C extends CallContract = CallContract> = readonly [
  CallExample<C['request'], C['response']>,
  ...CallExample<C['request'], C['response']>[],
];

/**
 * A call's examples: realistic bodies for the tests, the mock's fuzzing and the generated
 * docs. They live in `<area>.examples.ts` beside the contracts, not in the contract object,
 * so an app that imports a contract does not bundle them; `examplesOf(call)` (examples.ts)
 * finds them. Checks each example against the call's schemas at compile time.
 */
export function defineExamples<TReq extends z.ZodType, TRes extends z.ZodType>(
  call: CallContract<TReq, TRes>,
  examples: readonly [NoInfer<CallExample<TReq, TRes>>, ...NoInfer<CallExample<TReq, TRes>>[]],
): { call: CallContract<TReq, TRes>; examples: CallExamples<CallContract<TReq, TRes>> } {
  return { call, examples };
}

/** account: the user's channel; match: rooms by marketId; casino: rooms by shortName; aviator: the game socket. */
export type Channel = 'account' | 'match' | 'casino' | 'aviator';

export interface EventContract<TPayload extends z.ZodType = z.ZodType> {
  /** Event name on the wire. Rooms whose event is named by a value use a template: '{marketId}'. */
  event: string;
  channel: Channel;
  /** emit: client to server; on: server to client. */
  direction: 'emit' | 'on';
  summary: string;
  source: string;
  designed?: boolean;
  /** With `designed`: the spec names the event (its payload is ours); see CallContract.specNamed. */
  specNamed?: true;
  payload: TPayload;
}

/** Identity function that types an event's contract (its examples are in `<channel>.examples.ts`). */
export function defineEvent<TPayload extends z.ZodType>(
  event: EventContract<TPayload>,
): EventContract<TPayload> {
  return event;
}

/** One or more example payloads of an event, as they travel on the wire. */
export type EventExamples<E extends EventContract = EventContract> = readonly [
  z.input<E['payload']>,
  ...z.input<E['payload']>[],
];

/**
 * An event's examples, kept apart like a call's (see `defineExamples`); `eventExamplesOf(event)`
 * (examples.ts) finds them. Checks each payload against the event's schema at compile time.
 */
export function defineEventExamples<TPayload extends z.ZodType>(
  event: EventContract<TPayload>,
  examples: readonly [NoInfer<z.input<TPayload>>, ...NoInfer<z.input<TPayload>>[]],
): { event: EventContract<TPayload>; examples: EventExamples<EventContract<TPayload>> } {
  return { event, examples };
}

/** The parsed (app-side) type of a call's request, response or an event's payload. */
export type RequestOf<C extends CallContract> = z.output<C['request']>;
export type ResponseOf<C extends CallContract> = z.output<C['response']>;
/** What goes on the wire: the server builds these, the client sends these. */
export type WireRequestOf<C extends CallContract> = z.input<C['request']>;
export type WireResponseOf<C extends CallContract> = z.input<C['response']>;
export type PayloadOf<E extends EventContract> = z.output<E['payload']>;
export type WirePayloadOf<E extends EventContract> = z.input<E['payload']>;
