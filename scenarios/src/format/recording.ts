/**
 * A recording: what a real exchange answered and pushed while `npm run drift -- --record
 * rec.ndjson` walked it, as NDJSON (a header line, then one line per HTTP answer or socket
 * event, in time order). A scenario replays it (`SCENARIO=./rec.ndjson`, or `recording:` in
 * a scenario file): the mock serves the recorded answers by call and pushes the recorded
 * events at their times on the scenario clock, so a bug seen against the real exchange
 * becomes a scenario QA runs offline. Tokens and passwords are redacted when recorded.
 */
import {
  RECORDING_VERSION,
  type RecordedAnswer,
  type RecordedEvent,
  type Recording,
  type RecordingHeader,
  recordedAnswerSchema,
  recordedEventSchema,
  recordingAnswer,
  recordingBegin,
  recordingChannels,
  recordingHeaderSchema,
  recordingLineSchema,
  recordingPush,
  recordingSchema,
} from '@esk/contracts/sim/actions/recording';

export type {
  RecordedAnswer,
  RecordedEvent,
  Recording,
  RecordingHeader,
  RecordingLine,
} from '@esk/contracts/sim/actions/recording';
export {
  RECORDING_VERSION,
  recordedAnswerSchema,
  recordedEventSchema,
  recordingAnswer,
  recordingBegin,
  recordingChannels,
  recordingHeaderSchema,
  recordingLineSchema,
  recordingPush,
  recordingSchema,
};

export class RecordingFormatError extends Error {
  override name = 'RecordingFormatError';
}

/** Reads a recording's NDJSON text; throws a RecordingFormatError naming the line and the field. */
export function readRecording(text: string): Recording {
  let header: RecordingHeader | undefined;
  const answers: RecordedAnswer[] = [];
  const events: RecordedEvent[] = [];
  const lines = text.split('\n');
  lines.forEach((raw, index) => {
    const line = raw.trim();
    if (line === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      throw new RecordingFormatError(`line ${index + 1} is not JSON: ${(error as Error).message}`);
    }
    const parsed = recordingLineSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
      throw new RecordingFormatError(`line ${index + 1}: ${issue?.message ?? 'invalid'}${where}`);
    }
    const entry = parsed.data;
    if (entry.kind === 'recording') {
      if (header) throw new RecordingFormatError(`line ${index + 1}: a second header`);
      header = entry;
    } else if (!header) {
      throw new RecordingFormatError(
        `line ${index + 1}: the first line must be the header ({"kind":"recording",...})`,
      );
    } else if (entry.kind === 'http') answers.push(entry);
    else events.push(entry);
  });
  if (!header) throw new RecordingFormatError('empty: no header line');
  const byTime = <T extends { at: number }>(list: T[]) => list.sort((a, b) => a.at - b.at);
  return { header, answers: byTime(answers), events: byTime(events) };
}

/** Scenario time (ms from the recording's start) of an entry; never negative. */
export const offsetOf = (recording: Recording, at: number): number =>
  Math.max(0, at - recording.header.startedAt);

/** How long the recording lasts: its last entry's offset (at least 1 s, so a scenario has a duration). */
export function recordingDuration(recording: Recording): number {
  const last = Math.max(
    0,
    ...recording.answers.map((answer) => offsetOf(recording, answer.at)),
    ...recording.events.map((event) => offsetOf(recording, event.at)),
  );
  return Math.max(1000, last + 1000);
}

/** The actions that play a recording (begin at t = 0, then answers and pushes at their times). */
export function recordingActions(recording: Recording) {
  const { header } = recording;
  const begin = {
    at: 0,
    action: {
      type: 'recording.begin' as const,
      base: header.base,
      username: header.username,
      user: header.user,
      origins: header.origins,
    },
  };
  const seen = new Set<string>();
  const answers = recording.answers.map(({ kind: _kind, at, ...answer }) => {
    // The first answer of each call (and request) is served from the start, so a page opened
    // at once finds what the recorder found a moment into its walk.
    const key = `${answer.call} ${answer.url} ${JSON.stringify(answer.request)}`;
    const first = !seen.has(key);
    seen.add(key);
    return {
      at: first ? 0 : offsetOf(recording, at),
      action: { type: 'recording.answer' as const, ...answer },
    };
  });
  const pushes = recording.events.map(({ kind: _kind, at, ...event }) => ({
    at: offsetOf(recording, at),
    action: { type: 'recording.push' as const, ...event },
  }));
  // Stable: at one moment, answers before pushes, each in recorded order.
  return [begin, ...[...answers, ...pushes].sort((a, b) => a.at - b.at)];
}
