/**
 * Examples of the casino room events (casino-room.ts): realistic payloads for the tests and the
 * generated docs, checked against each contract at compile time. Kept out of the contract objects so
 * an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineEventExamples } from '../define';
import { joinRoom, roundUpdate } from './casino-room';

export const casinoRoomExamples = [
  defineEventExamples(joinRoom, ['lucky7', 'teen20']),
  defineEventExamples(roundUpdate, [
    {
      data: {
        t1: [
          {
            mid: '112260314102340',
            autotime: '9',
            gtype: 'teen20',
            C1: 'KHH',
            C2: '2CC',
            C3: 'QSS',
            C4: '1',
            C5: '1',
            C6: '1',
            remark: '',
            min: 100,
            max: 10000,
          },
        ],
        t2: [
          {
            mid: '112260314102340',
            nation: 'Player A',
            sid: '1',
            b1: 98,
            bs1: 500000,
            l1: 100,
            ls1: 500000,
            gstatus: '1',
          },
          {
            mid: '112260314102340',
            nation: 'Player B',
            sid: '3',
            b1: 98,
            bs1: 500000,
            l1: 100,
            ls1: 500000,
            gstatus: '1',
          },
          { mid: '112260314102340', nation: 'Pair plus A', sid: '2', rate: '', gstatus: '0' },
        ],
      },
      result: [
        { mid: '112260314102339', result: '1' },
        { mid: '112260314102338', result: '2' },
      ],
    },
    JSON.stringify({
      data: {
        t1: [{ mid: '102260314102215', autotime: '12', gtype: 'aaa', C1: '1' }],
        t2: [
          { mid: '102260314102215', nat: 'Amar', sid: '1', b1: '2.12', l1: '2.28', gstatus: 'ACTIVE' },
          { mid: '102260314102215', nat: 'Akbar', sid: '2', b1: '3.15', l1: '3.45', gstatus: 'SUSPENDED' },
          { mid: '102260314102215', nat: 'Anthony', sid: '3', b1: '4.15', l1: '4.55', gstatus: 'ACTIVE' },
        ],
      },
      result: [{ mid: '102260314102214', result: '2' }],
    }),
    {
      data: {
        t1: [
          {
            mid: '113260314102501',
            autotime: '20',
            gtype: 'teen9',
            C1: '1',
            C2: '1',
            C3: '1',
            C4: '1',
            C5: '1',
            C6: '1',
            C7: '1',
            C8: '1',
            C9: '1',
          },
        ],
        t2: [
          {
            mid: '113260314102501',
            nation: 'Winner',
            trate: '2.94',
            lrate: '2.94',
            drate: '2.94',
            tsection: '11',
            lsection: '21',
            dsectionid: '31',
            tstatus: 'True',
            lstatus: 'True',
            dstatus: 'False',
          },
        ],
      },
      result: [{ mid: '113260314102500', result: '21' }],
    },
  ]),
];
