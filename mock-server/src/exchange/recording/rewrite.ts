/**
 * A recorded answer names the recorded servers (match cacheUrl and socketUrl, a table's
 * socketURL and cacheURL, the aviator server): a replay names itself instead, so the client
 * follows them to the mock. Only the origins the recorder called are replaced (a TV or score
 * provider's URL stays as it was); a base with a path is replaced whole.
 */

/** The prefixes to replace, longest first, without trailing slashes. */
export function rewritablePrefixes(base: string, origins: readonly string[]): string[] {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const list = [trim(base), ...origins.map(trim)].filter((url) => /^(https?|wss?):\/\//i.test(url));
  return [...new Set(list)].sort((a, b) => b.length - a.length);
}

/** Every string in `value` that starts with a prefix, pointed at `to` instead (a new value). */
export function rewriteUrls(value: unknown, prefixes: readonly string[], to: string): unknown {
  if (prefixes.length === 0) return value;
  const target = to.replace(/\/+$/, '');
  const visit = (inner: unknown): unknown => {
    if (typeof inner === 'string') {
      const prefix = prefixes.find(
        (candidate) =>
          inner === candidate || inner.startsWith(`${candidate}/`) || inner.startsWith(`${candidate}?`),
      );
      return prefix === undefined ? inner : `${target}${inner.slice(prefix.length)}`;
    }
    if (Array.isArray(inner)) return inner.map(visit);
    if (typeof inner === 'object' && inner !== null) {
      return Object.fromEntries(Object.entries(inner).map(([key, item]) => [key, visit(item)]));
    }
    return inner;
  };
  return visit(value);
}

/** The path and query a recorded URL is served at in a replay ('/cache/match/1.25?x=1'). */
export function replayPath(url: string, prefixes: readonly string[]): string {
  const prefix = prefixes.find(
    (candidate) => url === candidate || url.startsWith(`${candidate}/`) || url.startsWith(`${candidate}?`),
  );
  if (prefix !== undefined) {
    const rest = url.slice(prefix.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
