/** The casino area's Hindi texts: every key of casinoEn (the type checks it). */
import type { casinoEn } from './en';

export const casinoHi: Record<keyof typeof casinoEn, string> = {
  'casino.result.roundId': 'राउंड आईडी',
  'casino.result.title': 'राउंड परिणाम',
  'casino.result.notAvailable': 'परिणाम उपलब्ध नहीं',
  'casino.result.loading': 'परिणाम लोड हो रहा है…',
  'casino.result.winner': 'विजेता',
  'casino.result.winnerMark': 'विजेता',
  'casino.result.cards': 'पत्ते',
};
