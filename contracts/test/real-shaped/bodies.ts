/**
 * Response bodies shaped after what the public clients of this API family read and expect
 * (issue 17). Each entry names the client code it was shaped after; none of that code is
 * copied here. Values are made up; field names, wire types (1/0 flags, numbers as text,
 * fields left out) follow those clients.
 */
import type { CallContract, EventContract } from '../../src/define';
import { getRoundIdDetails } from '../../src/http/aviator';
import { diamondBetsList } from '../../src/http/casino';
import { matkaBetList, matkaPlaceBet } from '../../src/http/matka';
import { betsList, matchList } from '../../src/http/sports';
import { login, updateRateReffrenece, userBalance } from '../../src/http/user';
import { userStatement } from '../../src/http/user-reports';
import { userLoggedOut } from '../../src/socket/account';
import { crashValue } from '../../src/socket/aviator';

export interface RealShapedBody {
  name: string;
  /** The public client code the body was shaped after. */
  shapedAfter: string;
  call: CallContract;
  body: unknown;
}

export interface RealShapedPayload {
  name: string;
  shapedAfter: string;
  event: EventContract;
  payload: unknown;
}

export const realShapedBodies: RealShapedBody[] = [
  {
    name: 'matka bet list without profit, loss or isDeleted',
    shapedAfter:
      "a React 'BetListTableMatka' table: columns matkaName, betNumber, gameType, amount, isDeclare (=== 1) with result, profitLoss, createdAt",
    call: matkaBetList,
    body: {
      error: false,
      code: 0,
      message: 'Success',
      data: [
        {
          _id: '66f1c2aa09d2b10012ab34cd',
          matkaName: 'KALYAN',
          betNumber: '127',
          gameType: 'SINGLE_PATTI',
          betType: 'OPEN',
          amount: 100,
          isDeclare: 1,
          result: '127',
          profitLoss: 14000,
          createdAt: '2026-11-20T09:15:22.120Z',
        },
        {
          _id: '66f1c2aa09d2b10012ab34ce',
          matkaName: 'KALYAN',
          betNumber: '5',
          gameType: 'SINGLE',
          betType: 'CLOSE',
          amount: '50',
          isDeclare: 0,
          result: null,
          profitLoss: 0,
          createdAt: '2026-11-20T09:16:02.000Z',
        },
      ],
    },
  },
  {
    name: 'matka place bet answering an empty data',
    shapedAfter:
      "the matka game pages' placeBet: httpPost('matka/matkaPlaceBet'), then `if (!result.error)` and setBetresponse(result.data)",
    call: matkaPlaceBet,
    body: { error: false, code: 0, message: 'Bet Successfull', data: {} },
  },
  {
    name: 'completed casino bets with 1/0 isDeclare and no isDeleted',
    shapedAfter:
      "a 'DecalaredCasinoBetList' modal: playerName, roundId, betType, odds, amount, profitLoss, isDeclare === 1 with showResult, createdAt",
    call: diamondBetsList,
    body: {
      error: false,
      code: 0,
      message: 'Success',
      data: {
        casinoBetData: [
          {
            playerName: 'Player A',
            roundId: '241120093011',
            betType: 'L',
            odds: '1.98',
            amount: 500,
            profitLoss: 490,
            isDeclare: 1,
            showResult: 'A',
            createdAt: '2026-11-20T09:30:40.000Z',
          },
        ],
      },
    },
  },
  {
    name: 'paged statement without balanceAmount',
    shapedAfter:
      "an 'AccountSatement' page: statementData[] {amount, date, gameType, remark, userRemark, statementFor, isComm, marketId, createdAt, selectionId, _id} and totalCount; the running balance from the rows alone",
    call: userStatement,
    body: {
      error: false,
      code: 0,
      message: 'Success',
      data: {
        statementData: [
          {
            _id: '66f1d0010000000000000001',
            amount: -200,
            date: 1763630400000,
            gameType: 'cricket',
            remark: 'India v Australia / Match Odds',
            userRemark: '',
            statementFor: 'profitLoss',
            isComm: 0,
            marketId: '1.234567',
            selectionId: '0',
            createdAt: '2026-11-20T10:00:00.000Z',
          },
        ],
        totalCount: 1,
      },
    },
  },
  {
    name: 'sports bet list with 1/0 fancy flags',
    shapedAfter:
      "the match pages' completed-fancy filter: fancyBetData.filter(e => e.isDeclare === 1) with decisionRun, run, type Y/N, amount, odds, createdAt",
    call: betsList,
    body: {
      error: false,
      code: 0,
      message: 'Success',
      data: {
        oddsBetData: [],
        fancyBetData: [
          {
            sessionName: '6 over runs IND',
            run: '46',
            odds: '1',
            amount: 100,
            type: 'Y',
            isDeclare: 1,
            decisionRun: 48,
            createdAt: '2026-11-20T10:05:00.000Z',
          },
          {
            sessionName: '10 over runs IND',
            run: 78,
            odds: 0.9,
            amount: 100,
            type: 'N',
            isDeclare: 0,
            createdAt: '2026-11-20T10:06:00.000Z',
          },
        ],
      },
    },
  },
  {
    name: 'login record with the preference fields the sign-in saga stores',
    shapedAfter:
      'a sign-in saga: localStorage user_id = data, token, rateReffrenec = data.data.rateReffrence, betChipsData, matchBetPlaceModal = betChipsModal',
    call: login,
    body: {
      error: false,
      code: 0,
      message: 'Login Successfully',
      token: 'eyJhbGciOiJIUzI1NiJ9.e30.sig',
      data: {
        userId: '66f1aa0000000000000000aa',
        userType: 'client',
        username: 'C1001',
        name: 'Ravi',
        rateReffrence: 0.02,
        betChipsData: '{"1000":1000,"5000":5000}',
        betChipsModal: 1,
        isPasswordChanged: 'true',
      },
    },
  },
  {
    name: 'rate difference answer with data.rateReffrenec only',
    shapedAfter: "a reducer storing UPDATE_RATE_REFFRENECE_SUCCESS's action.payload.data",
    call: updateRateReffrenece,
    body: { error: false, code: 0, message: 'Updated', data: { rateReffrenec: '0.03' } },
  },
  {
    name: 'balance with coins and exposure as text',
    shapedAfter: "a reducer reading USER_BALANCE_SUCCESS's data.coins and data.exposure",
    call: userBalance,
    body: { error: false, code: 0, message: 'Success', data: { coins: '12500.50', exposure: '-300' } },
  },
  {
    name: 'crash history from the aviator server (no error key)',
    shapedAfter:
      'an aviator page fetching {socketURL}/v1/game/getRoundIdDetails and reading json.data.data.map(item => item.creashValue)',
    call: getRoundIdDetails,
    body: { data: { data: [{ creashValue: '2.41' }, { creashValue: 1.0 }, { creashValue: '13.7' }] } },
  },
  {
    name: 'match list rows without _id, cacheUrl or priority',
    shapedAfter:
      'the dashboards listing matchList rows by matchName, seriesName, matchDate, status INPLAY and opening match-deatils/{marketId}/{eventId}',
    call: matchList,
    body: {
      error: false,
      code: 0,
      message: 'Success',
      data: [
        {
          matchName: 'India v Australia',
          seriesName: 'ICC Champions Trophy',
          matchDate: '20-11-2026 09:30:00',
          marketId: '1.234567',
          eventId: 33445566,
          status: 'INPLAY',
          sportId: '4',
        },
      ],
    },
  },
  {
    name: 'error envelope with an empty data object',
    shapedAfter: 'a server of the family answering {message, code, error: true, data: {}} on a refused bet',
    call: matkaPlaceBet,
    body: { message: 'Your Bet is Closed Please Connect With Upline', code: 1, error: true, data: {} },
  },
];

export const realShapedPayloads: RealShapedPayload[] = [
  {
    name: 'aviator state as a JSON string with blank crashValue and 1/0 flags',
    shapedAfter:
      "the aviator socket handler: socket.on('crashValue', data => JSON.parse(data)) reading gameStatus, curentMultiplier, progress",
    event: crashValue,
    payload: JSON.stringify({
      gameStatus: 'running',
      crashValue: '',
      crashStatus: 0,
      curentMultiplier: '1.37',
      roundId: 'R-20261120-1042',
      isBetting: 0,
    }),
  },
  {
    name: 'userLoggedOut with only the flag',
    shapedAfter: "the account socket handler's userLoggedOut branch (isLogout)",
    event: userLoggedOut,
    payload: { isLogout: 'true' },
  },
];
