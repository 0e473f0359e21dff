/**
 * The match room on matchDetails.socketUrl (spec 000 §4): with socketPerm the client joins the
 * room named by the marketId and receives the bookmaker/session/toss feed as a JSON string.
 * sessionBetUpdate and marketReload travel on the account socket (socket/account.ts).
 */
import { z } from 'zod';
import { defineEvent } from '../define';
import { eventMarketsSchema } from '../http/sports-event-markets';
import { bookmakerDataSchema } from '../http/sports-schemas';
import { jsonString } from '../wire';

export const joinRoom = defineEvent({
  event: 'JoinRoom',
  channel: 'match',
  direction: 'emit',
  summary: 'Join the room of a match; the payload is the marketId itself.',
  source: '000 §4',
  payload: z.string().min(1),
});

export const marketUpdate = defineEvent({
  event: '{marketId}',
  channel: 'match',
  direction: 'on',
  summary: 'The live feed of the joined match: {result: {team_data, session, toss_data}} as a JSON string.',
  source: '000 §4',
  payload: jsonString(bookmakerDataSchema),
});

// designed: not in the spec (the real clients emit marketByEvent on the match socket for match odds)
export const marketByEvent = defineEvent({
  event: 'marketByEvent',
  channel: 'match',
  direction: 'emit',
  summary:
    'Subscribe to the exchange markets (Match Odds, Tied Match) of an event; the payload is the eventId.',
  source: 'designed: 000 §1 offers match odds and tied match; real clients emit marketByEvent <eventId>',
  designed: true,
  payload: z.union([z.string().min(1), z.number()]).transform(String),
});

// designed: not in the spec (the payload is the same list the otherMarketCacheUrl returns as data)
export const eventMarketsUpdate = defineEvent({
  event: '{eventId}',
  channel: 'match',
  direction: 'on',
  summary:
    'The exchange markets of the subscribed event: [{marketId, marketType, status, runners[].ex}] as a JSON string.',
  source: 'designed: real clients parse it (string or list) like the otherMarketCacheUrl data',
  designed: true,
  payload: jsonString(eventMarketsSchema),
});
