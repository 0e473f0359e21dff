/**
 * Invariants of every live table over 2,000 seeded rounds, and the feed against the
 * contracts' wire schema (casinoRoundSchema) and market rules (isMarketOpen).
 */
import { isMarketOpen, LIVE_CASINO_GAMES, resultLetter } from '@esk/contracts/catalog/casino';
import { casinoRoundSchema } from '@esk/contracts/http/casino-schemas';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../rng';
import type { RoundView } from '../types';
import { DECK_32, DECK_52 } from './cards';
import { type CasinoTable, casinoGames, casinoRoundPayload, dealFor, getCasinoGame } from './index';
import { distinctSettlements, isSettlementOf } from './outcomes';

const ROUNDS = 2000;
const FEED_ROUNDS = 150;

/** The result codes the spec gives each table (Dragon Tiger's tie '3' is designed). */
const SPEC_RESULTS: Record<string, string[]> = {
  teen20: ['1', '2'],
  lucky7: ['0', '1', '2'],
  dt20: ['1', '2', '3'],
  aaa: ['1', '2', '3'],
  worli2: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
  dt202: ['1', '2', '3'],
  teen: ['1', '3'],
  teen9: ['11', '21', '31'],
  'card32-a': ['1', '2', '3', '4'],
  card32eu: ['1', '2', '3', '4'],
  ab2: ['1', '2'],
};

/** [min, max] cards of a round. */
const CARD_COUNTS: Record<string, [number, number]> = {
  teen20: [6, 6],
  lucky7: [1, 1],
  dt20: [2, 2],
  aaa: [1, 1],
  worli2: [3, 3],
  dt202: [2, 2],
  teen: [6, 6],
  teen9: [9, 9],
  'card32-a': [4, 32],
  card32eu: [4, 32],
  ab2: [2, 50],
};

const view = (cards: string[], patch: Partial<RoundView> = {}): RoundView => ({
  roundId: '112260314102340',
  cards,
  shown: 0,
  secondsLeft: 12,
  bettingOpen: true,
  suspended: false,
  lastResults: [{ mid: '112260314102339', result: '1' }],
  ...patch,
});

/** Every comma-separated token of every string in the payload (card codes show up as tokens). */
function tokens(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') for (const token of value.split(',')) found.add(token.trim());
  else if (Array.isArray(value)) for (const item of value) tokens(item, found);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) tokens(item, found);
  return found;
}

/** Whether each bettable row of a feed is open, read as the client reads it. */
function openFlags(game: CasinoTable, cards: string[], patch: Partial<RoundView>): boolean[] {
  const { t1, t2 } = game.feed(view(cards, patch));
  const rows = game.shortName === 'teen' || game.shortName === 'teen20' ? [...t1, ...t2] : t2;
  return rows.flatMap((row) =>
    game.shortName === 'teen9'
      ? (['t', 'l', 'd'] as const).map((side) => isMarketOpen(row, 'teen9', side))
      : [isMarketOpen(row, game.shortName)],
  );
}

describe('the casino registry', () => {
  it('holds the lobby tables with their eventIds and names', () => {
    expect(Object.keys(casinoGames)).toEqual(LIVE_CASINO_GAMES.map((game) => game.shortName));
    for (const entry of LIVE_CASINO_GAMES) {
      const game = getCasinoGame(entry.shortName);
      expect(game?.eventId).toBe(entry.eventId);
      expect(game?.name).toBe(entry.name);
      expect(getCasinoGame(entry.eventId)).toBe(game);
    }
    expect(getCasinoGame('nope')).toBeUndefined();
  });
});

// Dealing and checking 2,000 rounds per table outlasts the default 5 s on a loaded machine.
describe.each(Object.values(casinoGames))('$shortName', { timeout: 60_000 }, (game) => {
  const sids = new Set(game.markets.map((market) => market.sid));
  const deck = game.shortName.startsWith('card32') ? DECK_32 : DECK_52;
  const rounds = (() => {
    const rng = new Rng(`tables-test/${game.shortName}`);
    return Array.from({ length: ROUNDS }, () => game.deal(rng));
  })();

  it('has distinct market sids with sane rates', () => {
    expect(sids.size).toBe(game.markets.length);
    for (const market of game.markets) {
      expect(market.b1).toBeGreaterThan(1);
      if (market.l1 !== undefined) expect(market.l1).toBeGreaterThanOrEqual(market.b1);
      expect(market.nat.length).toBeGreaterThan(0);
    }
  });

  it(`deals ${ROUNDS} valid rounds that evaluate to the spec's result codes and real sids`, () => {
    const [min, max] = CARD_COUNTS[game.shortName] ?? [0, 0];
    const seen = new Set<string>();
    for (const cards of rounds) {
      expect(cards.length).toBeGreaterThanOrEqual(min);
      expect(cards.length).toBeLessThanOrEqual(Math.min(max, game.maxCards));
      expect(new Set(cards).size).toBe(cards.length);
      for (const card of cards) expect(deck).toContain(card);
      const outcome = game.evaluate(cards);
      expect(SPEC_RESULTS[game.shortName]).toContain(outcome.result);
      expect(Object.keys(game.results)).toContain(outcome.result);
      expect(outcome.winners.length).toBeGreaterThan(0);
      for (const sid of [...outcome.winners, ...(outcome.voids ?? [])]) expect(sids).toContain(sid);
      for (const sid of outcome.voids ?? []) expect(outcome.winners).not.toContain(sid);
      expect(new Set(outcome.winners).size).toBe(outcome.winners.length);
      expect(outcome.desc.length).toBeGreaterThan(0);
      expect(outcome.win.length).toBeGreaterThan(0);
      seen.add(outcome.result);
    }
    // Every code turns up in 2,000 rounds (a lucky7 tie is 1 in 13).
    expect([...seen].sort()).toEqual([...(SPEC_RESULTS[game.shortName] ?? [])].sort());
  });

  it('lists the settlement of every dealt round among its outcomes, each once (exposure is the worst case over them)', () => {
    const outcomes = game.outcomes();
    expect(distinctSettlements(outcomes)).toHaveLength(outcomes.length);
    for (const outcome of outcomes) {
      for (const sid of [...outcome.winners, ...(outcome.voids ?? [])]) expect(sids.has(sid)).toBe(true);
    }
    for (const cards of rounds) expect(isSettlementOf(outcomes, game.evaluate(cards))).toBe(true);
  });

  it('shows a letter for every result code in the strip (dt tie excepted)', () => {
    for (const code of Object.keys(game.results)) {
      const letter = resultLetter(game.shortName, code);
      if (game.gtype.startsWith('dt') && code === '3') expect(letter).toBe('-');
      else expect(letter).not.toBe('-');
    }
  });

  it('deals the same rounds from the same seed', () => {
    const again = new Rng(`tables-test/${game.shortName}`);
    expect(game.deal(again)).toEqual(rounds[0]);
  });

  it('deals a wanted result on demand', () => {
    const rng = new Rng(`deal-for/${game.shortName}`);
    for (const code of Object.keys(game.results)) {
      expect(game.evaluate(dealFor(game, rng, code)).result).toBe(code);
    }
  });

  it('sends feeds that parse with casinoRoundSchema and show only the face-up cards', () => {
    for (const cards of rounds.slice(0, FEED_ROUNDS)) {
      for (const shown of new Set([0, 1, cards.length - 1, cards.length])) {
        const payload = casinoRoundPayload(game, view(cards, { shown, bettingOpen: shown === 0 }));
        const parsed = casinoRoundSchema.parse(JSON.parse(JSON.stringify(payload)));
        expect(parsed.data.t1[0]?.mid).toBe('112260314102340');
        expect(parsed.result).toEqual([{ mid: '112260314102339', result: '1' }]);
        const visible = tokens(payload);
        cards.forEach((card, index) => {
          expect(visible.has(card), `${card} at ${index} with ${shown} shown`).toBe(index < shown);
        });
      }
    }
  });

  it('sends a feed before the cards are dealt', () => {
    const payload = casinoRoundPayload(game, view([]));
    expect(() => casinoRoundSchema.parse(payload)).not.toThrow();
    expect([...tokens(payload)].filter((token) => deck.includes(token))).toEqual([]);
  });

  it('opens the markets only while betting is open and the table is not suspended', () => {
    const cards = rounds[0] ?? [];
    expect(openFlags(game, cards, {}).every(Boolean)).toBe(true);
    expect(openFlags(game, cards, { bettingOpen: false, secondsLeft: 0 }).some(Boolean)).toBe(false);
    expect(openFlags(game, cards, { suspended: true }).some(Boolean)).toBe(false);
    const t1 = game.feed(view(cards, { bettingOpen: false, secondsLeft: 4 })).t1[0];
    expect(t1?.autotime).toBe('0');
    expect(game.feed(view(cards)).t1[0]?.autotime).toBe('12');
  });

  it('sends every market in t2 with its sid and name', () => {
    const { t2 } = game.feed(view(rounds[0] ?? []));
    const sent = new Set(
      t2.flatMap((row) =>
        game.shortName === 'teen9' ? [row.tsection, row.lsection, row.dsection] : [row.sid ?? row.sectionId],
      ),
    );
    for (const sid of sids) expect(sent).toContain(sid);
  });
});
