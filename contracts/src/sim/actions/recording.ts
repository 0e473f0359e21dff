/**
 * A recording: what a real exchange answered and pushed while `npm run drift -- --record
 * rec.ndjson` walked it, as NDJSON (a header line, then one line per HTTP answer or socket
 * event, in time order). A scenario replays it (`SCENARIO=./rec.ndjson`, or `recording:` in
 * a scenario file): the mock serves the recorded answers by call and pushes the recorded
 * events at their times on the scenario clock, so a bug seen against the real exchange
 * becomes a scenario QA runs offline. Tokens and passwords are redacted when recorded.
 */
import { z } from 'zod';

export const RECORDING_VERSION = 1;

export const recordingChannels = ['account', 'match', 'casino', 'aviator'] as const;
const channel = z.enum(recordingChannels);
const epochMs = z.number().int().nonnegative();
/** A contract's name as the drift check reports it: the area and the call ('sports.matchList'). */
const callName = z
  .string()
  .regex(/^[a-z]\w*\.\w+$/i, "a call name such as 'user.userBalance'")
  .describe("The contract called, by area and name ('user.userBalance', 'sports.matchCache').");

export const recordingHeaderSchema = z
  .object({
    kind: z.literal('recording').describe("'recording': the first line of the file."),
    version: z.literal(RECORDING_VERSION).describe('The format version (1).'),
    base: z.string().min(1).describe("The API's base URL the recording was made against."),
    startedAt: epochMs.describe("When recording began, epoch ms: the replay's t = 0 (its startAt)."),
    username: z.string().min(1).describe('Who signed in; the replay creates this account.'),
    user: z
      .record(z.string(), z.unknown())
      .default({})
      .describe(
        "The login's user record as answered (token redacted): the replay's account and its login answer mirror it.",
      ),
    origins: z
      .array(z.string())
      .default([])
      .describe(
        'Every origin the recorder called (API, cache URLs, socket servers): the replay points them at itself.',
      ),
  })
  .describe('The first line: where and when, and as whom.');
export type RecordingHeader = z.output<typeof recordingHeaderSchema>;

export const recordedAnswerSchema = z
  .object({
    kind: z.literal('http').describe("'http': one answer."),
    at: epochMs.describe('When the answer arrived, epoch ms.'),
    call: callName,
    method: z.enum(['GET', 'POST', 'PATCH']).describe('The HTTP method.'),
    url: z.string().min(1).describe('The URL called (cache URLs as the API handed them out).'),
    request: z.unknown().describe('The body (or query) sent, passwords redacted.'),
    status: z.number().int().min(100).max(599).describe('The HTTP status answered.'),
    body: z
      .unknown()
      .describe(
        "The body answered, tokens redacted; an encrypted envelope's data decrypted when the recorder had the secret.",
      ),
    encrypted: z.boolean().default(false).describe('The wire carried it encrypted (dataEncrupt: 1).'),
  })
  .describe('An HTTP answer: served again for the same call from its time on.');
export type RecordedAnswer = z.output<typeof recordedAnswerSchema>;

export const recordedEventSchema = z
  .object({
    kind: z.literal('event').describe("'event': one socket push."),
    at: epochMs.describe('When it arrived, epoch ms.'),
    channel: channel.describe('account, match (room by marketId), casino (room by shortName) or aviator.'),
    event: z
      .string()
      .min(1)
      .describe("The event's name on the wire ('coinUpdate', a marketId, 'crashValue')."),
    room: z.string().min(1).optional().describe('The room joined (match and casino channels).'),
    payload: z.unknown().describe('The payload as it arrived (JSON strings stay strings).'),
  })
  .describe('A socket push: pushed again at its time.');
export type RecordedEvent = z.output<typeof recordedEventSchema>;

export const recordingLineSchema = z.discriminatedUnion('kind', [
  recordingHeaderSchema,
  recordedAnswerSchema,
  recordedEventSchema,
]);
export type RecordingLine = z.input<typeof recordingLineSchema>;

export const recordingSchema = z
  .object({
    header: recordingHeaderSchema,
    answers: z.array(recordedAnswerSchema).default([]).describe('The HTTP answers, in time order.'),
    events: z.array(recordedEventSchema).default([]).describe('The socket pushes, in time order.'),
  })
  .describe('A recording read from its file (what `recording: ./rec.ndjson` loads).');
export type Recording = z.output<typeof recordingSchema>;

// Actions: what a scenario playing a recording applies -------------------------------

export const recordingBegin = z
  .object({
    type: z.literal('recording.begin'),
    base: recordingHeaderSchema.shape.base,
    username: recordingHeaderSchema.shape.username,
    user: recordingHeaderSchema.shape.user,
    origins: recordingHeaderSchema.shape.origins,
  })
  .describe(
    "A recording starts: whose it is and which origins its answers name (the replay's own URL replaces them).",
  );

export const recordingAnswer = recordedAnswerSchema
  .omit({ kind: true, at: true })
  .extend({ type: z.literal('recording.answer') })
  .describe(
    "From now on this call is answered with the recorded body (the same request, else the recorded one nearest to it); the recording's first answer of each call is in place from the start.",
  );

export const recordingPush = recordedEventSchema
  .omit({ kind: true, at: true })
  .extend({ type: z.literal('recording.push') })
  .describe(
    'Pushes a recorded socket event as it arrived: to the recorded user (account), the room (match, casino) or every aviator socket.',
  );
