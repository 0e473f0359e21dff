/**
 * The live casino's plain-JSON GETs (spec 001 §4, §7): the table's cache URL (the live
 * round, when the feed is not the socket room) and the round result service behind the
 * result popup. Both are outside /v1 and not wrapped in the envelope.
 */
import { z } from 'zod';
import { defineCall } from '../define';
import { idString } from '../wire';
import { type CasinoRound, casinoResultSchema, casinoRoundSchema } from './casino-schemas';

/** The cache body wraps the round one level deeper than the socket push: { data: <round> }. */
const wrappedRound = z.object({ data: casinoRoundSchema }).transform((body): CasinoRound => body.data);

export const casinoCache = defineCall({
  method: 'GET',
  path: '/cache/casino/{shortName}',
  kind: 'cache',
  area: 'casino',
  summary:
    "The table's cacheURL, polled every second when fetchData is not 'socket': the live round as the room pushes it, one level deeper ({data: round}); a bare round is accepted too. Parses to the round.",
  source:
    '001 §4, §7 (the mock path is designed: the real cacheURL is whatever getDiamondCasinoByEventId hands out)',
  auth: false,
  request: z.object({}),
  params: z.object({ shortName: z.string().min(1) }),
  response: z.union([wrappedRound, casinoRoundSchema]),
  examples: [
    {
      name: 'Lucky 7 round',
      request: {},
      params: { shortName: 'lucky7' },
      response: {
        data: {
          data: {
            t1: [
              {
                mid: '102260314102215',
                autotime: '12',
                gtype: 'lucky7',
                C1: '1',
                remark: '',
                min: 100,
                max: 100000,
              },
            ],
            t2: [
              {
                mid: '102260314102215',
                nat: 'LOW Card',
                sid: '1',
                rate: '2.00',
                gstatus: '1',
                min: 100,
                max: 100000,
              },
              {
                mid: '102260314102215',
                nat: 'HIGH Card',
                sid: '2',
                rate: '2.00',
                gstatus: '1',
                min: 100,
                max: 100000,
              },
              {
                mid: '102260314102215',
                nat: 'Even',
                sid: '3',
                rate: '2.10',
                gstatus: '1',
                min: 100,
                max: 100000,
              },
              {
                mid: '102260314102215',
                nat: 'Odd',
                sid: '4',
                rate: '1.79',
                gstatus: '1',
                min: 100,
                max: 100000,
              },
              {
                mid: '102260314102215',
                nat: 'Red',
                sid: '5',
                rate: '1.95',
                gstatus: '1',
                min: 100,
                max: 100000,
              },
              {
                mid: '102260314102215',
                nat: 'Black',
                sid: '6',
                rate: '1.95',
                gstatus: '1',
                min: 100,
                max: 100000,
              },
              {
                mid: '102260314102215',
                nat: 'Card A',
                sid: '7',
                rate: '12.00',
                gstatus: '0',
                min: 100,
                max: 25000,
              },
            ],
          },
          result: [
            { mid: '102260314102214', result: '2' },
            { mid: '102260314102213', result: '0' },
            { mid: '102260314102212', result: '1' },
          ],
        },
      },
    },
  ],
});

export const allCasinoResult = defineCall({
  method: 'GET',
  path: '/result/allCasinoResult',
  kind: 'result',
  area: 'casino',
  summary:
    'The result detail of one round for the result popup (external odds service): data.data[0] with gtype, cards, desc, win, sid.',
  source: '001 §2.14, §3, §7 (the mock path is designed: the real service serves /v2/api/allCasinoResult)',
  auth: false,
  request: z.object({ roundId: idString() }),
  response: z.object({
    data: z.object({ data: z.array(casinoResultSchema) }),
  }),
  examples: [
    {
      name: 'Teenpatti 20-20 round',
      request: { roundId: '112260313184507' },
      response: {
        data: {
          data: [
            {
              mid: '112260313184507',
              gtype: 'teen20',
              cards: 'KHH,2CC,QSS,9DD,JHH,4SS',
              desc: 'Player B',
              win: '3',
              sid: '3',
            },
          ],
        },
      },
    },
    {
      name: 'Dragon Tiger round (desc split by *)',
      request: { roundId: '103260314101100' },
      response: {
        data: {
          data: [
            {
              mid: '103260314101100',
              gtype: 'dt20',
              cards: 'KHH,5SS',
              desc: 'Dragon*Black*Odd*K',
              win: '1',
              sid: '1',
            },
          ],
        },
      },
    },
  ],
});
