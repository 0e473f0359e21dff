/**
 * Dragon Tiger rules, shared by dt20 (3035) and dt202 (3059): two cards from a 52-card
 * deck, Dragon's first (C1), Tiger's second (C2). The higher rank wins (A=1 lowest,
 * K=13 highest; suits do not count). Equal ranks are a Tie: Tie pays 11 and Dragon and
 * Tiger bets lose. (The live tables take half the Dragon/Tiger stake on a tie; the
 * interface has no half-loss, so they simply lose.)
 * Result codes: '1' Dragon, '2' Tiger (spec), '3' Tie (designed: the strip shows '-').
 * The result desc is '*'-separated: 'Dragon*Dragon K*Tiger 5'.
 */
import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import { assertCards, DECK_52, faceUp, rankOf, rankValue } from './cards';
import { memoised, oneWinnerOf } from './outcomes';
import { type CasinoTable, rateRow, roundInfo, statusDigit } from './table';

const markets: CasinoMarket[] = [
  { sid: '1', nat: 'Dragon', b1: 2, betFor: 'dragonTiger' },
  { sid: '2', nat: 'Tiger', b1: 2, betFor: 'dragonTiger' },
  { sid: '3', nat: 'Tie', b1: 11, betFor: 'dragonTiger' },
];

const NAMES: Record<string, string> = { '1': 'Dragon', '2': 'Tiger', '3': 'Tie' };

function evaluate(cards: Card[]): RoundOutcome {
  assertCards(cards, 2);
  const [dragon, tiger] = cards as [Card, Card];
  const diff = rankValue(dragon) - rankValue(tiger);
  const result = diff > 0 ? '1' : diff < 0 ? '2' : '3';
  return {
    result,
    winners: [result],
    desc: [NAMES[result], `Dragon ${rankOf(dragon)}`, `Tiger ${rankOf(tiger)}`].join('*'),
    win: result,
  };
}

export function createDragonTiger(table: {
  shortName: string;
  eventId: string;
  name: string;
  gtype: string;
}): CasinoTable {
  const feed = (view: RoundView) => {
    const [c1 = '1', c2 = '1'] = faceUp(view.cards, view.shown, 2);
    const gstatus = statusDigit(view);
    return {
      t1: [{ ...roundInfo(table.gtype, view), C1: c1, C2: c2, cards: `${c1},${c2}` }],
      t2: markets.map((market) => rateRow(market, view, gstatus)),
    };
  };
  return {
    ...table,
    results: { '1': 'Dragon', '2': 'Tiger', '3': 'Tie' },
    maxCards: 2,
    markets,
    deal: (rng) => rng.shuffle(DECK_52).slice(0, 2),
    evaluate,
    outcomes: memoised(() => oneWinnerOf(markets)),
    feed,
  };
}
