/**
 * Runtime configuration: the same build runs against the mock or the real API.
 * Start-up loads /config.json (public/config.json in the repo); a key missing from it,
 * or invalid, falls back to the build's VITE_* variable, then to the default.
 */
// No zod here: the configuration loads before the first render, zod with the first API call.

const DEFAULT_SECRET_KEY = 'exchange-sim-secret';
/** A placeholder (example.com is reserved): a deployment sets its own older site. */
const DEFAULT_OLD_DATA_URL = 'https://old.example.com/';
/** A local placeholder page shipped in public/free-game/. */
const DEFAULT_FREE_GAME_URL = '/free-game/index.html';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** A key's value, or why it is refused. */
type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };
type FieldParser<T> = (raw: unknown) => Parsed<T>;

const text =
  (options: { nonEmpty?: boolean; map?: (value: string) => string } = {}): FieldParser<string> =>
  (raw) => {
    if (typeof raw !== 'string') return { ok: false, message: 'expected a string' };
    const value = raw.trim();
    if (options.nonEmpty && value === '') return { ok: false, message: 'must not be empty' };
    return { ok: true, value: options.map ? options.map(value) : value };
  };

const flag: FieldParser<boolean> = (raw) =>
  raw === true || raw === 'true'
    ? { ok: true, value: true }
    : raw === false || raw === 'false'
      ? { ok: true, value: false }
      : { ok: false, message: "expected true or false ('true' or 'false')" };

/** One parser per key, so a bad key only loses that key. */
const fieldParsers = {
  /** API origin: calls go to `${apiBaseUrl}/v1/...`; '' is the page's own origin. */
  apiBaseUrl: text({ map: trimSlash }),
  /** Account socket origin; '' is the page's own origin. */
  socketUrl: text({ map: trimSlash }),
  /** Passphrase that decrypts `dataEncrupt` responses (not trimmed: it is a secret as given). */
  secretKey: (raw: unknown): Parsed<string> =>
    typeof raw === 'string' && raw.length > 0
      ? { ok: true, value: raw }
      : { ok: false, message: 'expected a non-empty string' },
  /** Blocks right-click and F12 (spec 000 §2); false for developers. */
  blockDevtools: flag,
  /** Site name sent in the socket login and the sign-in `host`; '' is location.host. */
  domain: text(),
  /** Designed: the older client site the profile's 'Old Data' link opens (spec 000 §2 gives no address). */
  oldDataUrl: text({ nonEmpty: true }),
  /** Designed: the free game page the Free Games banner embeds (spec 000 §2 gives no address). */
  freeGameUrl: text({ nonEmpty: true }),
  /** Tests only: exposes read-only game state on `window` (the aviator stage) for Playwright. */
  testBridge: flag,
  /**
   * Designed: origin of the external odds service behind the casino result popup (real clients
   * call its allCasinoResult route); '' is the API origin, where the mock serves it.
   */
  casinoResultUrl: text({ map: trimSlash }),
  /**
   * Designed: origin of the casino provider that serves the virtual games (001 §2.3 embeds
   * '{provider}/games/{gameName}?token=' without naming the provider); '' is the API origin,
   * where the mock serves its simulated provider.
   */
  virtualGamesUrl: text({ map: trimSlash }),
  /**
   * Designed: the service worker (installable app, offline screen, update prompt); false
   * unregisters one a previous start registered (features/pwa).
   */
  serviceWorker: flag,
} satisfies Record<string, FieldParser<unknown>>;

type Field = keyof typeof fieldParsers;

export interface AppConfig {
  apiBaseUrl: string;
  socketUrl: string;
  secretKey: string;
  blockDevtools: boolean;
  domain: string;
  oldDataUrl: string;
  freeGameUrl: string;
  testBridge: boolean;
  casinoResultUrl: string;
  virtualGamesUrl: string;
  serviceWorker: boolean;
}

const env = import.meta.env;

const envValues: Record<Field, unknown> = {
  apiBaseUrl: env.VITE_API_BASE_URL,
  socketUrl: env.VITE_SOCKET_URL,
  secretKey: env.VITE_SECRET_KEY,
  blockDevtools: env.VITE_BLOCK_DEVTOOLS,
  domain: env.VITE_DOMAIN,
  oldDataUrl: env.VITE_OLD_DATA_URL,
  freeGameUrl: env.VITE_FREE_GAME_URL,
  testBridge: env.VITE_TEST_BRIDGE,
  casinoResultUrl: env.VITE_CASINO_RESULT_URL,
  virtualGamesUrl: env.VITE_VIRTUAL_GAMES_URL,
  serviceWorker: env.VITE_SERVICE_WORKER,
};

const defaults = (): AppConfig => ({
  apiBaseUrl: '',
  socketUrl: '',
  secretKey: DEFAULT_SECRET_KEY,
  blockDevtools: true,
  domain: typeof location === 'undefined' ? 'localhost' : location.host,
  oldDataUrl: DEFAULT_OLD_DATA_URL,
  freeGameUrl: DEFAULT_FREE_GAME_URL,
  testBridge: false,
  casinoResultUrl: '',
  virtualGamesUrl: '',
  serviceWorker: true,
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Merges config.json (`fromFile`) over the VITE_* variables over the defaults, key by key. */
export function resolveConfig(fromFile: unknown, fromEnv: Record<string, unknown> = envValues): AppConfig {
  const file = isRecord(fromFile) ? fromFile : {};
  const result = defaults();
  for (const key of Object.keys(fieldParsers) as Field[]) {
    for (const [origin, source] of [
      ['config.json', file],
      ['VITE env', fromEnv],
    ] as const) {
      const raw = source[key];
      if (raw === undefined || raw === null) continue;
      const parsed = fieldParsers[key](raw);
      if (parsed.ok) {
        Object.assign(result, { [key]: parsed.value });
        break;
      }
      console.error(`[config] ${origin} key "${key}" is invalid: ${parsed.message}`);
    }
  }
  if (result.domain === '') result.domain = defaults().domain;
  return result;
}

let current: AppConfig | null = null;

/** Fetches /config.json once at start-up; a missing or broken file leaves the env/defaults. */
export async function loadConfig(url = '/config.json'): Promise<AppConfig> {
  let fromFile: unknown;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) fromFile = await response.json();
    else console.warn(`[config] ${url} answered ${response.status}; using VITE_* variables and defaults`);
  } catch (error) {
    console.warn(`[config] ${url} could not be read; using VITE_* variables and defaults`, error);
  }
  current = resolveConfig(fromFile);
  return current;
}

/** The loaded configuration (env/defaults until loadConfig has run, as in unit tests). */
export function getConfig(): AppConfig {
  current ??= resolveConfig(undefined);
  return current;
}

/** Tests only: replace the configuration. */
export function setConfigForTests(config: Partial<AppConfig>): void {
  current = { ...resolveConfig(undefined, {}), ...config };
}

/** Tests only: back to env/defaults (test files share a module graph: isolate false). */
export function resetConfigForTests(): void {
  current = null;
}
