/**
 * What a browser page may reach. The mock usually runs on the laptop of someone who browses
 * the web meanwhile, so any page could try it:
 *
 * - Host: a DNS-rebinding page (evil.example resolving to 127.0.0.1) is same-origin with the
 *   mock as far as the browser knows; only the Host header it sends tells it apart. Allowed:
 *   loopback names (localhost, *.localhost), IP addresses (a page cannot rebind an address),
 *   HOST, PUBLIC_URL's host and ALLOWED_HOSTS, as Vite's server.allowedHosts does, and this
 *   machine's own name (a page cannot be served from it either: a container or a laptop on a
 *   LAN reached by its name).
 * - Origin: a page of another origin may call the admin API or open a socket only when its
 *   origin is one of the CORS origins or the request is same-origin (its Origin names the
 *   Host it was sent to). `Origin: null` (sandboxed pages, file:) is foreign.
 * - Sec-Fetch-Site: a cross-site request without an Origin (a navigation, an image) is
 *   foreign too.
 */

import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import type { Config } from '../config';

export interface BrowserPolicy {
  /** Whether the Host header names this server (see the module comment). */
  hostAllowed(host: string | undefined): boolean;
  /** Why a request with these headers comes from a foreign page; undefined when it does not. */
  foreign(headers: IncomingHttpHeaders): string | undefined;
}

/** The host name of a Host header ('[::1]:8080' is '::1'), lower case; undefined when malformed. */
export function hostnameOf(host: string): string | undefined {
  const text = host.trim().toLowerCase();
  if (text.startsWith('[')) {
    const end = text.indexOf(']');
    return end > 0 ? text.slice(1, end) : undefined;
  }
  const name = text.split(':')[0];
  return name || undefined;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export function browserPolicy(config: Config, origins: () => readonly string[]): BrowserPolicy {
  const allowAll = config.ALLOWED_HOSTS === 'all';
  const named = new Set<string>(allowAll ? [] : config.ALLOWED_HOSTS);
  // HOST and PUBLIC_URL's host ('[::1]' in a URL is '::1' in a Host header's name).
  for (const name of [config.HOST, config.PUBLIC_URL && new URL(config.PUBLIC_URL).hostname, hostname()]) {
    if (name) named.add(name.replace(/^\[|\]$/g, '').toLowerCase());
  }

  const hostAllowed = (host: string | undefined): boolean => {
    if (allowAll) return true;
    if (!host) return false;
    const name = hostnameOf(host);
    if (name === undefined) return false;
    if (isIP(name) !== 0 || name === 'localhost' || name.endsWith('.localhost')) return true;
    if (named.has(name)) return true;
    for (const entry of named) {
      if (entry.startsWith('.') && (name === entry.slice(1) || name.endsWith(entry))) return true;
    }
    return false;
  };

  const originAllowed = (origin: string, host: string | undefined): boolean => {
    if (origins().includes(origin)) return true;
    if (!URL.canParse(origin) || host === undefined) return false;
    // Same-origin: the page's origin names the host (and port) the request went to.
    return new URL(origin).host === host.trim().toLowerCase();
  };

  return {
    hostAllowed,
    foreign(headers) {
      const origin = header(headers, 'origin');
      if (origin !== undefined) {
        return originAllowed(origin, header(headers, 'host'))
          ? undefined
          : `a page of origin '${origin}' may not use it (CORS_ORIGINS lists the origins that may)`;
      }
      if (header(headers, 'sec-fetch-site') === 'cross-site') return 'a cross-site request may not use it';
      return undefined;
    },
  };
}

/** The 403 message for a Host outside the list. */
export const hostRefusal = (host: string | undefined) =>
  `Host '${host ?? ''}' is not one this server answers: add it to ALLOWED_HOSTS (loopback names, IP addresses, HOST and PUBLIC_URL's host are allowed)`;
