/**
 * What a request is for (its surface: the admin API, the exchange API, a mock page, the
 * client...), decided ONCE per request on ONE normalised path. Every rule that depends on
 * the path (the admin guard, the pages' CSP, CORS, faults, drift, journaling, recording, the
 * not-found answer, the client's index.html) asks `surfaceOf(request)` instead of testing
 * `request.url`: the raw URL is what the client spelled (`/%5F%5Fadmin/status`, `//__admin`,
 * `/x/../__admin`), while the router matches the decoded path, so a raw prefix test let a
 * spelling reach a route its rule never saw.
 *
 * Normalising fails closed: percent-encoding is decoded (repeatedly, so a double encoding
 * classifies as what it would decode to), duplicate slashes collapse and dot segments
 * resolve, and surfaces compare case-insensitively. The router is stricter (case-sensitive,
 * one decoding, no dot segments), so such a spelling either reaches the same route or none:
 * classifying it anyway costs nothing and never opens a route to a rule that skips it. A
 * route that matched an admin pattern is admin whatever its path said (defence in depth
 * against a router option changed later).
 *
 * Scopes: `/sb/<id>/...` addresses one sandboxed exchange of many in one process (planned);
 * its rest is classified like a top-level path, so `/sb/x/__admin/status` is admin.
 */
import type { FastifyRequest } from 'fastify';

export type Surface =
  /** /__admin/...: the simulator's control API (token, origin and content-type rules). */
  | 'admin'
  /** /v1/...: the exchange API. */
  | 'api'
  /** /cache/... and /result/...: URLs the API hands out, and the result service. */
  | 'cache'
  /** /games/api/...: the simulated provider's API, called by its sandboxed pages (any origin). */
  | 'provider-api'
  /** /games/<id>: the simulated provider's game pages. */
  | 'provider-page'
  /** /score, /tv, /casino-video pages and their /pages assets: the mock's own framed pages. */
  | 'mock-page'
  /** /socket.io/...: answered by socket.io before routing (listed so no rule mistakes it). */
  | 'socket'
  /** /__control: the control room page (it holds no secret; what it calls is admin). */
  | 'control'
  /** /healthz */
  | 'health'
  /** Everything else: the built client's files and its routes (index.html). */
  | 'client';

export interface Classified {
  /** The path the rules read: decoded, `//` collapsed, `.` and `..` resolved, no query; starts with '/'. */
  path: string;
  /** The path inside its scope (equal to `path` without one): what faults, drift and recordings match. */
  local: string;
  surface: Surface;
  /** The sandbox the path addresses (`/sb/<id>/...`); undefined for the process's own exchange. */
  scope?: string;
}

/** The first path segment (lower case) of each surface; `games` splits on its second segment. */
const BY_FIRST_SEGMENT: Readonly<Record<string, Surface>> = {
  __admin: 'admin',
  v1: 'api',
  cache: 'cache',
  result: 'cache',
  games: 'provider-page',
  score: 'mock-page',
  tv: 'mock-page',
  'casino-video': 'mock-page',
  pages: 'mock-page',
  'socket.io': 'socket',
  __control: 'control',
  healthz: 'health',
};

/** The scope segment: `/sb/<id>/...` (sandboxes). */
const SCOPE_SEGMENT = 'sb';

/** Surfaces whose unknown paths answer a JSON 404, never the client's index.html. */
const NEVER_INDEX_HTML: ReadonlySet<Surface> = new Set([
  'admin',
  'api',
  'cache',
  'provider-api',
  'provider-page',
  'socket',
]);

/** Whether a surface is served by the mock itself as JSON (no client route lives under it). */
export const isServerSurface = (surface: Surface): boolean => NEVER_INDEX_HTML.has(surface);

/** The mock's own HTML pages, framed by the client and sandboxed by their CSP. */
export const isMockPage = (surface: Surface): boolean =>
  surface === 'mock-page' || surface === 'provider-page';

/** Decodes %XX sequences; a malformed one is kept as is (the router refuses such URLs with a 400). */
function decodeOnce(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text.replace(/%([0-7][0-9a-f])/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
}

/** A URL's path as the rules read it (see the module comment). */
export function normalisePath(url: string): string {
  let end = url.length;
  for (const delimiter of ['?', '#']) {
    const at = url.indexOf(delimiter);
    if (at >= 0 && at < end) end = at;
  }
  let path = url.slice(0, end);
  // Decoded until stable (a few rounds at most: each one shortens the text).
  for (let round = 0; round < 4 && path.includes('%'); round++) {
    const decoded = decodeOnce(path);
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const trailing = segments.length > 0 && /\/\.{0,2}$/.test(path) ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/** The surface of a normalised path (normalisePath's output), with its scope. */
export function classifyPath(path: string): Classified {
  const segments = path.split('/').filter(Boolean);
  let scope: string | undefined;
  let start = 0;
  if (segments[0]?.toLowerCase() === SCOPE_SEGMENT && segments.length >= 2) {
    scope = segments[1];
    start = 2;
  }
  const first = segments[start]?.toLowerCase() ?? '';
  let surface: Surface = Object.hasOwn(BY_FIRST_SEGMENT, first)
    ? (BY_FIRST_SEGMENT[first] as Surface)
    : 'client';
  if (surface === 'provider-page' && segments[start + 1]?.toLowerCase() === 'api') surface = 'provider-api';
  const local =
    scope === undefined ? path : `/${segments.slice(start).join('/')}${path.endsWith('/') ? '/' : ''}`;
  return { path, local: local === '//' ? '/' : local, surface, ...(scope === undefined ? {} : { scope }) };
}

const cache = new WeakMap<FastifyRequest, Classified>();

/** The request's classification, computed on first use and kept for the request's life. */
export function surfaceOf(request: FastifyRequest): Classified {
  let classified = cache.get(request);
  if (!classified) {
    classified = classifyPath(normalisePath(request.url));
    const route = request.routeOptions.url;
    if (classified.surface !== 'admin' && route && classifyPath(route).surface === 'admin') {
      classified = { ...classified, surface: 'admin' };
    }
    cache.set(request, classified);
  }
  return classified;
}
