/**
 * What the drift check found, per call and per socket event: the verdict and, for drift,
 * each drifting field with the value seen (read from the body as it arrived, so a renamed
 * field shows as missing next to the names its object does have).
 */
import type { FieldIssue } from '@esk/contracts/issues';
import { parseLooseJson } from '@esk/contracts/wire';

/** ok; drift: a field breaks the contract; error: an error envelope (a business answer, not drift);
 * failed: no usable answer (network, HTTP status, not JSON, a socket that would not connect);
 * skipped: nothing to call it with (say why). */
export type Verdict = 'ok' | 'drift' | 'error' | 'failed' | 'skipped';

export interface FieldDrift {
  /** Dotted from the body's root ('data.coins', 'data.0.matchName'). */
  path: string;
  message: string;
  /** The value seen there, shown short ('missing' when absent). */
  seen: string;
}

export interface CallCheck {
  /** The contract ('user.userBalance'). */
  call: string;
  method: string;
  url: string;
  status?: number;
  ms: number;
  verdict: Verdict;
  fields: FieldDrift[];
  message?: string;
  /** The contract's shape was designed here (the spec does not show it): drift may be ours. */
  designed?: boolean;
}

/** socket verdicts: quiet = connected, nothing pushed while listening (not a failure). */
export type EventVerdict = 'ok' | 'drift' | 'failed' | 'quiet' | 'unknown';

export interface EventCheck {
  channel: 'account' | 'match' | 'casino' | 'aviator';
  /** The event's wire name ('coinUpdate', a marketId). */
  event: string;
  /** The contract it is checked against ('match.marketUpdate'), or undefined when none names it. */
  contract?: string;
  room?: string;
  url: string;
  seen: number;
  drifting: number;
  verdict: EventVerdict;
  fields: FieldDrift[];
  message?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Descends a dotted path, reading JSON held in strings on the way (jsonString fields). */
export function valueAt(root: unknown, path: string): { found: boolean; value: unknown; parent: unknown } {
  if (path === '(root)') return { found: true, value: root, parent: undefined };
  let current: unknown = root;
  let parent: unknown;
  for (const segment of path.split('.')) {
    if (typeof current === 'string') {
      const inner = parseLooseJson(current);
      if (isObject(inner)) current = inner;
    }
    if (!isObject(current) || !(segment in current))
      return { found: false, value: undefined, parent: current };
    parent = current;
    current = (current as Record<string, unknown>)[segment];
  }
  return { found: true, value: current, parent };
}

const SHOWN = 80;

/** A value as the report shows it: JSON, cut at 80 characters. */
export function shown(value: unknown): string {
  const text = value === undefined ? 'undefined' : (JSON.stringify(value) ?? String(value));
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/** The drifting fields of a body, each with the value seen (or what its object has instead). */
export function fieldDrifts(issues: readonly FieldIssue[], body: unknown): FieldDrift[] {
  return issues.map(({ path, message }) => {
    const { found, value, parent } = valueAt(body, path);
    if (found) return { path, message, seen: shown(value) };
    const keys = isObject(parent) && !Array.isArray(parent) ? Object.keys(parent) : [];
    const owner = path.includes('.') ? path.slice(0, path.lastIndexOf('.')) : 'the body';
    // zod says 'expected number, received undefined' once per accepted type: say it plainly.
    return {
      path,
      message: 'required, missing',
      seen: keys.length > 0 ? `missing (${owner} has ${keys.join(', ')})` : 'missing',
    };
  });
}
