/**
 * Examples of the account channel events (account.ts): realistic payloads for the tests and the
 * generated docs, checked against each contract at compile time. Kept out of the contract objects so
 * an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineEventExamples } from '../define';
import {
  coinUpdate,
  domainUpdate,
  fetchCasinoBetList,
  login,
  marketReload,
  reconnect,
  sessionBetUpdate,
  socketLimit,
  sportsListUpdate,
  userLoggedIn,
  userLoggedOut,
} from './account';

export const accountExamples = [
  defineEventExamples(login, [
    { userId: '64f0c0a1e4b0a1b2c3d4e5f6', token: 'b0c2f5e6d4a94e8c9a7f3e1d2c4b6a8f', domain: 'localhost' },
  ]),
  defineEventExamples(reconnect, [
    { userId: '64f0c0a1e4b0a1b2c3d4e5f6', domain: 'localhost' },
    // What clients of the family send right after sign-in, before login.
    { domain: 'localhost' },
  ]),
  defineEventExamples(coinUpdate, [{ coins: 14520.5, exposure: -980 }]),
  defineEventExamples(domainUpdate, [{ isDomainSettingUpdate: true }, { isLogout: true }]),
  defineEventExamples(sportsListUpdate, [{ isUpdate: true }]),
  defineEventExamples(userLoggedIn, [{ userId: '64f0c0a1e4b0a1b2c3d4e5f6', isLogin: true }]),
  defineEventExamples(userLoggedOut, [{ isLogout: true, userId: '64f0c0a1e4b0a1b2c3d4e5f6' }]),
  defineEventExamples(fetchCasinoBetList, [{ fetch: true, eventId: '3032', roundId: '241121103512' }]),
  defineEventExamples(sessionBetUpdate, [{ marketId: '1.234567890' }]),
  defineEventExamples(marketReload, [{ marketId: '1.234567890' }]),
  defineEventExamples(socketLimit, [
    { limit: 'rooms', reason: 'too many rooms: at most 32 on one socket' },
    { limit: 'events', reason: 'too many events: at most 20 a second (60 at once) on one socket' },
  ]),
];
