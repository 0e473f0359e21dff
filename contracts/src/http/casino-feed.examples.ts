/**
 * Examples of the casino feed calls (casino-feed.ts): realistic request and response bodies for the
 * tests, the mock's fuzz test and the generated docs, checked against each contract at compile time.
 * Kept out of the contract objects so an app that imports a contract never bundles them (see
 * ../examples.ts).
 */
import { defineExamples } from '../define';
import { allCasinoResult, casinoCache } from './casino-feed';

export const casinoFeedExamples = [
  defineExamples(casinoCache, [
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
  ]),
  defineExamples(allCasinoResult, [
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
  ]),
];
