/**
 * A table that deals one card from a 52-card deck (Lucky 7, Amar Akbar Anthony): the card's
 * rank decides the result, and the same card always wins its Even/Odd (rank value), Red/Black
 * (suit) and 'Card X' (exact rank) boxes. What differs per table is data: its result codes, which
 * boxes a result itself wins, and how a market row is written in the feed.
 */
import type { LiveCasinoShortName } from '@esk/contracts/catalog/casino';
import type { Card, CasinoMarket, RoundOutcome, RoundView } from '../types';
import { assertCards, colourOf, DECK_52, faceUp, parityOf, rankOf } from './cards';
import { tableIdentity } from './identity';
import { memoised } from './outcomes';
import { type CasinoTable, roundInfo, sidOf } from './table';

export interface SingleCardRules {
  shortName: LiveCasinoShortName;
  /** Result code -> what the result popup, the strip and the round's description call it. */
  results: Record<string, string>;
  markets: CasinoMarket[];
  /** The result code a card gives. */
  resultOf(card: Card): string;
  /** The sids the result itself wins (none for Lucky 7's tie). */
  winnersOf(result: string): string[];
  /** A market's row in the live feed (the table's status words and row shape). */
  row(market: CasinoMarket, view: RoundView): Record<string, unknown>;
}

export function singleCardTable(rules: SingleCardRules): CasinoTable {
  const { shortName, results, markets } = rules;
  function evaluate(cards: Card[]): RoundOutcome {
    assertCards(cards, 1);
    const card = cards[0] as Card;
    const result = rules.resultOf(card);
    const parity = parityOf(card);
    const colour = colourOf(card);
    const cardName = `Card ${rankOf(card)}`;
    return {
      result,
      winners: [
        ...rules.winnersOf(result),
        sidOf(markets, parity),
        sidOf(markets, colour),
        sidOf(markets, cardName),
      ],
      desc: [results[result] ?? result, parity, colour, cardName].join(' | '),
      win: result,
    };
  }
  function feed(view: RoundView) {
    const [c1 = '1'] = faceUp(view.cards, view.shown, 1);
    return {
      t1: [{ ...roundInfo(shortName, view), C1: c1, cards: c1 }],
      t2: markets.map((market) => rules.row(market, view)),
    };
  }
  return {
    ...tableIdentity(shortName),
    gtype: shortName,
    results,
    maxCards: 1,
    markets,
    deal: (rng) => [rng.pick(DECK_52)],
    evaluate,
    outcomes: memoised(() => DECK_52.map((card) => evaluate([card]))),
    feed,
  };
}
