/**
 * Examples of the match room events (match-room.ts): realistic payloads for the tests and the
 * generated docs, checked against each contract at compile time. Kept out of the contract objects so
 * an app that imports a contract never bundles them (see ../examples.ts).
 */
import { defineEventExamples } from '../define';
import {
  bookmakerDataExample,
  bookmakerDataStringsExample,
  EVENT_ID,
  eventMarketsExample,
} from '../http/sports.examples';
import { eventMarketsUpdate, joinRoom, marketByEvent, marketUpdate } from './match-room';

export const matchRoomExamples = [
  defineEventExamples(joinRoom, ['1.245690241']),
  defineEventExamples(marketUpdate, [
    JSON.stringify(bookmakerDataExample),
    JSON.stringify(bookmakerDataStringsExample),
  ]),
  defineEventExamples(marketByEvent, [EVENT_ID]),
  defineEventExamples(eventMarketsUpdate, [JSON.stringify(eventMarketsExample)]),
];
