/**
 * The live casino's plain-JSON GETs (spec 001 §4, §7): the table's cache URL (the live
 * round, when the feed is not the socket room) and the round result service behind the
 * result popup. Both are outside /v1 and not wrapped in the envelope.
 */
import { z } from 'zod';
import { defineCall } from '../define';
import { idString } from '../wire';
import { type CasinoRound, casinoResultSchema, casinoRoundSchema } from './casino-schemas';

/** What the casino calls of this file share (a call may override it). */
const casinoFeedCall = { area: 'casino', auth: false } as const;

/** The cache body wraps the round one level deeper than the socket push: { data: <round> }. */
const wrappedRound = z.object({ data: casinoRoundSchema }).transform((body): CasinoRound => body.data);

export const casinoCache = defineCall({
  ...casinoFeedCall,
  method: 'GET',
  path: '/cache/casino/{shortName}',
  kind: 'cache',
  summary:
    "The table's cacheURL, polled every second when fetchData is not 'socket': the live round as the room pushes it, one level deeper ({data: round}); a bare round is accepted too. Parses to the round.",
  source:
    '001 §4, §7 (the mock path is designed: the real cacheURL is whatever getDiamondCasinoByEventId hands out)',
  request: z.object({}),
  params: z.object({ shortName: z.string().min(1) }),
  response: z.union([wrappedRound, casinoRoundSchema]),
});

export const allCasinoResult = defineCall({
  ...casinoFeedCall,
  method: 'GET',
  path: '/result/allCasinoResult',
  kind: 'result',
  summary:
    'The result detail of one round for the result popup (external odds service): data.data[0] with gtype, cards, desc, win, sid.',
  source: '001 §2.14, §3, §7 (the mock path is designed: the real service serves /v2/api/allCasinoResult)',
  request: z.object({ roundId: idString() }),
  response: z.object({
    data: z.object({ data: z.array(casinoResultSchema) }),
  }),
});
