/**
 * Login throttling. Every login attempt counts against its username and its client
 * address until it succeeds (so a burst of parallel guesses is bounded too); once a
 * username has LOGIN_MAX_FAILURES_PER_USER attempts, or an address
 * LOGIN_MAX_FAILURES_PER_ADDRESS, within LOGIN_WINDOW_SECONDS, further logins answer 429
 * with Retry-After until the oldest leaves the window. A successful login clears its
 * username's count and its own attempt.
 *
 * designed: real time, not scenario time. It guards the real port, so pausing or
 * fast-forwarding a scenario must neither lift nor stretch it.
 */
import type { Config } from '../config';
import { TooManyRequests } from '../exchange/errors';

type ThrottleConfig = Pick<
  Config,
  'LOGIN_THROTTLE' | 'LOGIN_MAX_FAILURES_PER_USER' | 'LOGIN_MAX_FAILURES_PER_ADDRESS' | 'LOGIN_WINDOW_SECONDS'
>;

/** Keys tracked at most (usernames + addresses); the oldest is forgotten first. */
const MAX_KEYS = 10_000;

export class LoginThrottle {
  /** Key -> attempt times, oldest first. */
  #attempts = new Map<string, number[]>();
  readonly #windowMs: number;

  constructor(
    private readonly config: ThrottleConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.#windowMs = config.LOGIN_WINDOW_SECONDS * 1000;
  }

  /** Counts a login attempt, or throws TooManyRequests (429, Retry-After) when either key is over its limit. */
  attempt(username: string, address: string): void {
    if (!this.config.LOGIN_THROTTLE) return;
    const now = this.now();
    const user = userKey(username);
    const client = `address:${address}`;
    const wait = Math.max(
      this.#waitMs(user, this.config.LOGIN_MAX_FAILURES_PER_USER, now),
      this.#waitMs(client, this.config.LOGIN_MAX_FAILURES_PER_ADDRESS, now),
    );
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      throw new TooManyRequests(
        `Too many failed logins. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        seconds,
      );
    }
    this.#push(user, now);
    this.#push(client, now);
  }

  /** The credentials were right: the username starts afresh and this attempt no longer counts for the address. */
  succeeded(username: string, address: string): void {
    if (!this.config.LOGIN_THROTTLE) return;
    this.#attempts.delete(userKey(username));
    this.#attempts.get(`address:${address}`)?.pop();
  }

  /** How long until the key is under its limit (0: now). */
  #waitMs(key: string, limit: number, now: number): number {
    const times = this.#attempts.get(key);
    if (!times) return 0;
    while (times.length > 0 && (times[0] ?? 0) + this.#windowMs <= now) times.shift();
    if (times.length === 0) {
      this.#attempts.delete(key);
      return 0;
    }
    if (times.length < limit) return 0;
    const oldest = times[times.length - limit] ?? now;
    return oldest + this.#windowMs - now;
  }

  #push(key: string, now: number): void {
    const times = this.#attempts.get(key);
    if (times) times.push(now);
    else {
      this.#attempts.set(key, [now]);
      if (this.#attempts.size > MAX_KEYS) {
        const oldest = this.#attempts.keys().next().value;
        if (oldest !== undefined) this.#attempts.delete(oldest);
      }
    }
  }
}

const userKey = (username: string) => `user:${username.toUpperCase()}`;
