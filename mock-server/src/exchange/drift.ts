/**
 * Drift faults (designed: not in the spec): an answer or a socket event that drifts from its
 * contract the way real servers do: a field renamed, a number sent as a word, encryption
 * turned on. `npm run drift` is proven against them: it must report exactly these fields.
 * Pure functions over plain JSON values; the HTTP hook and the socket bridge call them.
 */
import type { ActionOf } from '@esk/scenarios/actions';
import { scenarioActionSchema } from '@esk/scenarios/actions';

export type DriftAction = ActionOf<'fault.drift'>;

/** A drift fault in force: the action's fields and when it ends (Infinity: never). */
export interface DriftFault extends Omit<DriftAction, 'type' | 'durationMs'> {
  until: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The JSON inside a string value (match room payloads, maxMinCoins), or undefined. */
function jsonInside(value: string): unknown {
  const text = value.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Applies `change` to every value at `segments` ('*' is any item or key), descending into JSON
 * held in strings (and writing it back as a string). Returns a new value; the input is untouched.
 */
function update(value: unknown, segments: readonly string[], change: (target: unknown) => unknown): unknown {
  if (segments.length === 0) return change(value);
  if (typeof value === 'string') {
    const inner = jsonInside(value);
    return inner === undefined ? value : JSON.stringify(update(inner, segments, change));
  }
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      head === '*' || head === String(index) ? update(item, rest, change) : item,
    );
  }
  if (!isObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = head === '*' || head === key ? update(inner, rest, change) : inner;
  }
  return out;
}

/** The object with `from` renamed to `to`, in place (the other keys keep their order). */
function renameKey(target: unknown, from: string, to: string): unknown {
  if (typeof target === 'string') {
    // A payload sent as a JSON string (crashValue, a room's push): rename inside it.
    const inner = jsonInside(target);
    return isObject(inner) && from in inner ? JSON.stringify(renameKey(inner, from, to)) : target;
  }
  if (!isObject(target) || !(from in target)) return target;
  return Object.fromEntries(Object.entries(target).map(([key, inner]) => [key === from ? to : key, inner]));
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** The Indian scale, as the exchange's users read amounts (1,00,000 is one lakh). */
const SCALE: [number, string][] = [
  [10_000_000, 'crore'],
  [100_000, 'lakh'],
  [1000, 'thousand'],
  [100, 'hundred'],
];

function wholeToWords(n: number): string {
  if (n < 20) return ONES[n] as string;
  if (n < 100) return `${TENS[Math.floor(n / 10)]}${n % 10 ? `-${ONES[n % 10]}` : ''}`;
  for (const [size, name] of SCALE) {
    if (n >= size) {
      const rest = n % size;
      return `${wholeToWords(Math.floor(n / size))} ${name}${rest ? ` ${wholeToWords(rest)}` : ''}`;
    }
  }
  return String(n);
}

/** A number in English words on the Indian scale: -1500.5 is 'minus one thousand five hundred point five'. */
export function numberToWords(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const sign = value < 0 ? 'minus ' : '';
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  const digits = fraction ? ` point ${[...fraction].map((digit) => ONES[Number(digit)]).join(' ')}` : '';
  return `${sign}${wholeToWords(Number(whole))}${digits}`;
}

const asWord = (target: unknown): unknown => {
  if (typeof target === 'number') return numberToWords(target);
  if (typeof target === 'string' && target.trim() !== '' && Number.isFinite(Number(target))) {
    return numberToWords(Number(target));
  }
  return target;
};

/** A value (an answer body with its data decrypted, or a socket payload) with the fault's renames and words. */
export function driftValue(value: unknown, fault: Pick<DriftFault, 'rename' | 'word'>): unknown {
  let out = value;
  for (const field of fault.word) out = update(out, field.split('.'), asWord);
  for (const { field, to } of fault.rename) {
    const segments = field.split('.');
    const last = segments.pop() as string;
    out = update(out, segments, (parent) => renameKey(parent, last, to));
  }
  return out;
}

/** Drift faults in force: added by fault.drift actions (for a while) or the DRIFT variable (always). */
export class DriftFaults {
  #faults: DriftFault[] = [];

  constructor(private readonly now: () => number) {}

  apply(action: DriftAction): void {
    const { type: _type, durationMs, ...fields } = action;
    this.#faults.push({
      ...fields,
      until: durationMs === undefined ? Number.POSITIVE_INFINITY : this.now() + durationMs,
    });
  }

  #live(): DriftFault[] {
    if (this.#faults.length === 0) return this.#faults;
    const now = this.now();
    this.#faults = this.#faults.filter((fault) => fault.until > now);
    return this.#faults;
  }

  /** The faults on the answers of a path (a URL; its query is ignored), oldest first. */
  forPath(url: string): DriftFault[] {
    const path = url.split('?')[0] ?? url;
    return this.#live().filter((fault) => fault.path !== undefined && path.startsWith(fault.path));
  }

  /** The faults on a socket event by its wire name. */
  forEvent(event: string): DriftFault[] {
    return this.#live().filter((fault) => fault.event === event);
  }

  clear(): void {
    this.#faults = [];
  }
}

export class DriftSpecError extends Error {
  override name = 'DriftSpecError';
}

/**
 * The DRIFT variable: rules separated by ';', each a target (an HTTP path prefix starting
 * with '/', else a socket event name) and what drifts: `rename=<field>:<new name>`,
 * `word=<field>`, `encrypt`. Validated as fault.drift actions, so a mistake names the field:
 *   DRIFT='/v1/user/userBalance rename=data.coins:coin word=data.exposure; /v1/matka/ encrypt'
 */
export function parseDriftSpec(text: string): DriftAction[] {
  return text
    .split(';')
    .map((rule) => rule.trim())
    .filter(Boolean)
    .map((rule) => {
      const [target = '', ...parts] = rule.split(/\s+/);
      const action: Record<string, unknown> = {
        type: 'fault.drift',
        ...(target.startsWith('/') ? { path: target } : { event: target }),
        rename: [] as unknown[],
        word: [] as unknown[],
      };
      for (const part of parts) {
        const [op, argument = ''] = part.split(/=(.*)/s);
        if (op === 'encrypt' && argument === '') action.encrypt = true;
        else if (op === 'word') (action.word as unknown[]).push(argument);
        else if (op === 'rename') {
          const [field = '', to = ''] = argument.split(':');
          (action.rename as unknown[]).push({ field, to });
        } else {
          throw new DriftSpecError(
            `'${rule}': '${part}' is not rename=<field>:<new name>, word=<field> or encrypt`,
          );
        }
      }
      const parsed = scenarioActionSchema.safeParse(action);
      if (!parsed.success || parsed.data.type !== 'fault.drift') {
        const issue = parsed.error?.issues[0];
        throw new DriftSpecError(
          `'${rule}': ${issue ? `${issue.path.join('.')}: ${issue.message}` : 'invalid'}`,
        );
      }
      return parsed.data;
    });
}
