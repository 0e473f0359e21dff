import type { Config } from './config';
import type { Exchange } from './exchange/exchange';
import type { Encryption } from './http/envelope';
import type { LoginThrottle } from './http/login-throttle';

/** What routes and realtime handlers share. `exchange` is swapped when a scenario is (re)loaded. */
export interface Services {
  config: Config;
  /** Where clients reach this server (socketURL / cacheURL values). */
  publicUrl: () => string;
  readonly exchange: Exchange;
  encryption: Encryption;
  /** Failed-login throttling (per username and per client address); real time, kept across scenario loads. */
  loginThrottle: LoginThrottle;
}
