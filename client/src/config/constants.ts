/** Business constants of spec 000 §9 (and 001/002 where the shell needs them). */
export const BALANCE_POLL_MS = 5_000;
export const DOMAIN_SETTING_REFRESH_MS = 300_000;
export const MATCH_LIST_CACHE_MS = 180_000;
export const NOTIFICATION_MS = 1_000;
export const NOT_AUTHORISED_REDIRECT_MS = 1_000;
export const WIDE_BREAKPOINT_PX = 992;
export const MOBILE_BREAKPOINT_PX = 768;
export const SOCKET_RECONNECT_DELAY_MS = 1_000;
export const SOCKET_RECONNECT_DELAY_MAX_MS = 5_000;
/** Pixels the page must be pulled down (at the top) to reload. */
export const PULL_TO_REFRESH_PX = 80;
/** Main-menu aviator tile target (002 §2); the game's own event id is 303031. */
export const AVIATOR_TILE_EVENT_ID = '30303';
