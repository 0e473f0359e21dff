/**
 * The casino room on the table's socketURL (spec 001 §4, §7): websocket transport, no
 * reconnection. The client joins the room named by the table's shortName and replaces
 * its live data on every push of the event named the same. Closed when the tab is
 * hidden, reopened when visible.
 */
import { z } from 'zod';
import { defineEvent } from '../define';
import { casinoRoundSchema } from '../http/casino-schemas';
import { jsonString } from '../wire';

export const joinRoom = defineEvent({
  event: 'JoinRoom',
  channel: 'casino',
  direction: 'emit',
  summary: "Join the table's room: the payload is the shortName string ('lucky7', 'teen20').",
  source: '001 §4, §7',
  payload: z.string().min(1),
});

export const roundUpdate = defineEvent({
  event: '{shortName}',
  channel: 'casino',
  direction: 'on',
  summary:
    'The live round, pushed on the event named by the shortName: {data: {t1, t2}, result}. Sent as an object; a JSON string is accepted too.',
  source: '001 §3, §4, §7',
  payload: jsonString(casinoRoundSchema),
});
