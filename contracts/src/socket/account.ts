/**
 * The account channel: one socket per logged-in tab (websocket, endless reconnection
 * 1-5 s). The client identifies itself with `login`; the server pushes wallet,
 * settings and session changes (spec 000 §4, §7).
 */
import { z } from 'zod';
import { defineEvent } from '../define';
import { flagOr, idString, num } from '../wire';

export const login = defineEvent({
  event: 'login',
  channel: 'account',
  direction: 'emit',
  summary: 'Identify the socket as this user session; the server checks the token.',
  source: '000 §7',
  payload: z.object({ userId: idString(), token: z.string().min(1), domain: z.string() }),
});

/**
 * 000 §7: "emits reconnect with userId and domain". The server re-attaches a socket that logged
 * in before (the token is kept from its `login`). Clients of the family also send it with only
 * {domain}, right after sign-in and before `login`: that joins the domain's broadcasts
 * (sportsListUpdate, domainUpdate) and nothing of a user's, since no token was shown; the
 * `login` that follows joins the user's rooms (mock-server/src/realtime/io.ts).
 */
export const reconnect = defineEvent({
  event: 'reconnect',
  channel: 'account',
  direction: 'emit',
  summary:
    "Sent after the socket reconnects: a socket that logged in is re-attached to its user; {domain} alone (before login) joins only the domain's broadcasts.",
  source: '000 §7',
  payload: z.object({ userId: idString().optional(), domain: z.string() }),
});

export const coinUpdate = defineEvent({
  event: 'coinUpdate',
  channel: 'account',
  direction: 'on',
  summary: 'The wallet after any change of coins or exposure.',
  source: '000 §7',
  payload: z.object({ coins: num(), exposure: num() }),
});

export const domainUpdate = defineEvent({
  event: 'domainUpdate',
  channel: 'account',
  direction: 'on',
  summary:
    'Independent switches: sportListUpdate reloads the match list, isDomainSettingUpdate the settings; isLogout logs out; isRefresh reloads the balance and goes to sign-in.',
  source: '000 §7',
  payload: z.object({
    sportListUpdate: flagOr(false),
    isDomainSettingUpdate: flagOr(false),
    isLogout: flagOr(false),
    isRefresh: flagOr(false),
  }),
});

export const sportsListUpdate = defineEvent({
  event: 'sportsListUpdate',
  channel: 'account',
  direction: 'on',
  summary: 'isUpdate reloads the match list.',
  source: '000 §7',
  payload: z.object({ isUpdate: flagOr(false) }),
});

// designed: not in the spec (the real clients only log this event)
export const userLoggedIn = defineEvent({
  event: 'userLoggedIn',
  channel: 'account',
  direction: 'on',
  summary: 'The login on this socket was accepted.',
  source: 'designed: 000 §7 names the event; real clients only log it',
  designed: true,
  specNamed: true,
  payload: z.object({
    userId: idString().optional().describe('Logged only.'),
    isLogin: flagOr(true).describe('Logged only: the event itself says the login was accepted.'),
  }),
});

// designed: not in the spec (the real clients' handler reads these fields in commented-out code)
export const userLoggedOut = defineEvent({
  event: 'userLoggedOut',
  channel: 'account',
  direction: 'on',
  summary:
    'The session was ended elsewhere (forced logout, password change): the client clears storage and signs out.',
  source: 'designed: 000 §7 names the event; fields as the real clients read them',
  designed: true,
  specNamed: true,
  payload: z.object({
    isLogout: flagOr(true).describe('The event itself means: signed out elsewhere; false keeps the session.'),
    userId: idString().optional().describe('Not read: the socket is the user’s own.'),
    authenticateToken: z.string().optional(),
  }),
});

// designed: the spec names the event, not its payload. Real clients of the family refetch the
// table's bets only when the push says `fetch: true` (without it a settled bet stays 'Not Declare'
// until a reload), so the mock always sends it; eventId and roundId say which table and round.
export const fetchCasinoBetList = defineEvent({
  event: 'fetchCasinoBetList',
  channel: 'account',
  direction: 'on',
  summary:
    'Casino bets of this user changed (a round settled): with fetch true, refetch the open and completed casino bets.',
  source: 'designed: 000 §7 and 001 §7 name the event; fetch: true as the real clients of the family require',
  designed: true,
  specNamed: true,
  payload: z.object({
    fetch: flagOr(true).describe(
      'Refetch the casino bets; real clients of the family ignore a push without it.',
    ),
    eventId: idString().optional().describe('The table whose round settled.'),
    roundId: idString().optional(),
  }),
});

export const sessionBetUpdate = defineEvent({
  event: 'sessionBetUpdate',
  channel: 'account',
  direction: 'on',
  summary: "The user's bets in this market changed (placed, settled, deleted): refetch that market's bets.",
  source: '000 §4',
  payload: z.object({ marketId: idString() }),
});

export const marketReload = defineEvent({
  event: 'marketReload',
  channel: 'account',
  direction: 'on',
  summary: 'The match page showing this market reloads.',
  source: '000 §4',
  payload: z.object({ marketId: idString() }),
});

// designed: not in the spec (the mock bounds what one socket may hold and send)
export const socketLimit = defineEvent({
  event: 'socketLimit',
  channel: 'account',
  direction: 'on',
  summary:
    'Sent on any socket (every channel) just before the server disconnects it for going over a limit: too many rooms joined, or events sent too fast. The real client stays far below both.',
  source: 'designed: the mock bounds the state and the rate of one socket',
  designed: true,
  payload: z.object({
    limit: z.enum(['rooms', 'events']),
    reason: z.string().describe('What was exceeded, with the limit.'),
  }),
});
