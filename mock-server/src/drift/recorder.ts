/**
 * `--record out.ndjson`: every answer and push as it arrived, for a scenario to replay
 * (scenarios/src/format/recording.ts). Passwords and tokens are redacted (the same fields
 * the journal redacts); an encrypted answer is kept decrypted when the secret was given.
 * Kept in memory and written at the end (a walk records a few hundred lines), also when
 * the check stops early, so what was seen is never lost.
 */
import { writeFileSync } from 'node:fs';
import {
  RECORDING_VERSION,
  type RecordedAnswer,
  type RecordedEvent,
  type RecordingLine,
} from '@esk/scenarios/format/recording';
import { redactDeep } from '../journal-value';

type AnswerInput = Omit<RecordedAnswer, 'kind'>;
type EventInput = Omit<RecordedEvent, 'kind'>;

export class Recorder {
  readonly #lines: RecordingLine[] = [];
  readonly #origins = new Set<string>();
  #user: Record<string, unknown> = {};

  constructor(
    readonly path: string,
    readonly base: string,
    readonly startedAt: number,
    /** Who signs in (the login's own spelling replaces it once it answers). */
    private username: string,
  ) {
    this.called(base);
  }

  /** An origin the check called (API, cache URL, socket server): the replay points it at itself. */
  called(url: string): void {
    if (URL.canParse(url)) this.#origins.add(new URL(url).origin);
  }

  /** Who signed in: the login's user record (its token redacted). */
  signedIn(username: string, user: unknown): void {
    this.username = username;
    this.#user = redactDeep(typeof user === 'object' && user !== null ? user : {}) as Record<string, unknown>;
  }

  answer(answer: AnswerInput): void {
    this.called(answer.url);
    this.#lines.push({
      kind: 'http',
      ...answer,
      request: redactDeep(answer.request),
      body: redactDeep(answer.body),
    });
  }

  event(event: EventInput): void {
    this.#lines.push({ kind: 'event', ...event, payload: redactDeep(event.payload) });
  }

  get size(): number {
    return this.#lines.length;
  }

  /** Writes the file: the header, then every answer and event in time order. */
  write(): void {
    const header: RecordingLine = {
      kind: 'recording',
      version: RECORDING_VERSION,
      base: this.base,
      startedAt: this.startedAt,
      username: this.username,
      user: this.#user,
      origins: [...this.#origins],
    };
    const lines = [...this.#lines].sort((a, b) => ('at' in a && 'at' in b ? a.at - b.at : 0));
    writeFileSync(this.path, `${[header, ...lines].map((line) => JSON.stringify(line)).join('\n')}\n`);
  }
}
