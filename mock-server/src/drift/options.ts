/**
 * The drift check's command line: `npm run drift -- --base <url> --user <u> --password <p>
 * [--secret <key>] [--record out.ndjson] [--place-bets] [--json] ...`.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseDuration } from '@esk/scenarios/duration';

export const DRIFT_USAGE = `usage: npm run drift -- --base <url> --user <username> --password <password> [options]

Signs in to an exchange API (the real one, or a mock), walks its read-only calls (balance, match
list, match details, cache URLs, casino tables and rooms, matka, aviator settings and socket,
statement, ledger, reports), listens to its sockets, and checks every body and event against
the contracts. Prints a report per call: ok, or each drifting field with the value seen.
Exit code 0: nothing drifts; 1: something drifts or fails; 2: a mistyped command.

  --base <url>          the API's base URL (calls go to <url>/v1/...)
  --user <username>     a client's username
  --password <password>
  --secret <key>        the passphrase that decrypts dataEncrupt answers (without it they count as drift)
  --socket-url <url>    the account socket's URL (default: the base URL's origin)
  --domain <host>       the site name sent at login and on the sockets (default: the base URL's host)
  --listen <duration>   how long to listen to the sockets (default 5s; '30s', '2m')
  --matches <n>         how many matches to open: details, cache URL, room (default 3)
  --record <file>       keep every answer and push as NDJSON: a scenario that replays them offline
                        (SCENARIO=./<file> npm run start:server); tokens and passwords are redacted
  --place-bets          also place one aviator bet of the table's minimum in the first open round and
                        cash it out as the round runs (costs at most that stake; never done without
                        this flag; listens 30s by default then, a round opens every ~25 s)
  --json                print the report as JSON
  --timeout <duration>  per HTTP call (default 15s)
  -h, --help            this text
`;

export interface DriftOptions {
  /** The API's base URL, without a trailing slash. */
  base: string;
  user: string;
  password: string;
  secret?: string;
  /** The account socket's URL. */
  socketUrl: string;
  /** The site name sent as the login's host and the socket login's domain. */
  domain: string;
  listenMs: number;
  matches: number;
  timeoutMs: number;
  /** Absolute path of the recording to write. */
  record?: string;
  placeBets: boolean;
  json: boolean;
}

/** A mistake in how the command was typed: said with the usage, exit 2. */
export class DriftUsageError extends Error {
  override name = 'DriftUsageError';
}

const OPTIONS = {
  base: { type: 'string' },
  user: { type: 'string' },
  password: { type: 'string' },
  secret: { type: 'string' },
  'socket-url': { type: 'string' },
  domain: { type: 'string' },
  listen: { type: 'string' },
  matches: { type: 'string' },
  timeout: { type: 'string' },
  record: { type: 'string' },
  'place-bets': { type: 'boolean' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function duration(value: string | undefined, fallback: number, what: string): number {
  if (value === undefined) return fallback;
  try {
    const ms = parseDuration(/^\d+$/.test(value) ? `${value}s` : value);
    if (ms > 0) return ms;
  } catch {}
  throw new DriftUsageError(`${what} must be a duration such as '5s' or '1m', got '${value}'`);
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value === '') throw new DriftUsageError(`--${flag} is required`);
  return value;
}

/** The options, or 'help'; throws a DriftUsageError for a mistyped command. */
export function parseDriftArgs(
  argv: readonly string[],
  cwd = process.env.INIT_CWD ?? process.cwd(),
): DriftOptions | 'help' {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof OPTIONS; args: string[] }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: OPTIONS, allowPositionals: false });
  } catch (error) {
    throw new DriftUsageError((error as Error).message);
  }
  const { values } = parsed;
  if (values.help) return 'help';
  const base = required(values.base, 'base').replace(/\/+$/, '');
  if (!URL.canParse(base) || !/^https?:$/.test(new URL(base).protocol)) {
    throw new DriftUsageError(`--base must be an http(s) URL, got '${base}'`);
  }
  const matches = Number(values.matches ?? 3);
  if (!Number.isInteger(matches) || matches < 0) {
    throw new DriftUsageError(`--matches must be a whole number, got '${values.matches}'`);
  }
  const socketUrl = (values['socket-url'] ?? new URL(base).origin).replace(/\/+$/, '');
  if (!URL.canParse(socketUrl)) throw new DriftUsageError(`--socket-url must be a URL, got '${socketUrl}'`);
  return {
    base,
    user: required(values.user, 'user'),
    password: required(values.password, 'password'),
    ...(values.secret ? { secret: values.secret } : {}),
    socketUrl,
    domain: values.domain ?? new URL(base).host,
    listenMs: duration(values.listen, values['place-bets'] ? 30_000 : 5000, '--listen'),
    matches,
    timeoutMs: duration(values.timeout, 15_000, '--timeout'),
    ...(values.record ? { record: resolve(cwd, values.record) } : {}),
    placeBets: values['place-bets'] ?? false,
    json: values.json ?? false,
  };
}
