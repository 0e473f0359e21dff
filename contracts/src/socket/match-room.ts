/**
 * The match room on matchDetails.socketUrl (spec 000 §4): with socketPerm the client joins the
 * room named by the marketId and receives the bookmaker/session/toss feed as a JSON string.
 * sessionBetUpdate and marketReload travel on the account socket (socket/account.ts).
 */
import { z } from 'zod';
import { defineEvent } from '../define';
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
