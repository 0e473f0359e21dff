/**
 * What a round result shows, per game type of the casino provider (spec 001 §2.14): its hands
 * (groups of cards, the winner ticked from `win`) and its desc lines under their labels. One
 * reading for both sides: the mock's provider pages draw it in English, the client's result
 * layouts draw it through i18n (role and field ids name the texts).
 */

import { readCard, SUIT_NAMES, SUIT_SYMBOLS, type Suit } from './cards';
import { splitCards, splitResultDesc } from './casino';
import {
  ab20Sides,
  baccaratHands,
  CMETER_HIGH_MARKER,
  CMETER_LOW_MARKER,
  cmeterSides,
  pokerHands,
  queenHands,
  RACE20_SUITS,
  race20Suits,
  resultWinners,
  teen8Hands,
  warHands,
} from './result-cards';
import { GROUP_ROLES, type GroupRole, RESULT_FIELDS, type ResultField } from './result-labels';

/** Which desc line is which, per game type (the provider's rules write them in this order). */
const DESC_FIELDS: Readonly<Record<string, readonly ResultField[]>> = {
  baccarat: ['winner', 'winnerPair', 'perfect', 'either', 'bigSmall'],
  baccarat2: ['winner', 'winnerPair', 'score'],
  poker: ['winner', 'twoCard', 'sevenCard'],
  poker20: ['winner', 'other'],
  War: ['winner', 'color', 'oddEven', 'suit'],
  race20: ['winner', 'points', 'cards'],
  cmeter: ['winner', 'scores'],
  queen: ['winner', 'totals'],
  btable: ['winner', 'oddEven', 'dulhaDulhan', 'color', 'card'],
  teen8: ['winner', 'pairPlus', 'hands'],
  lucky7eu: ['winner', 'oddEven', 'color', 'card', 'line'],
  dt6: ['winner', 'pair', 'oddEven', 'color', 'suit'],
  worli: ['pana', 'ocada'],
  cmatch20: ['run'],
  ab20: ['winner', 'joker', 'cards'],
  roulette: ['number', 'color', 'oddEven', 'half', 'dozen'],
  duskadum: ['total', 'dus', 'underOver', 'oddEven'],
  crash: ['crash'],
  ludo: ['winner', 'squares', 'turns'],
};

export interface ResultLine {
  field: ResultField;
  /** One value, or several ('~' in the desc: e.g. War's colours, Open Teenpatti's totals). */
  values: string[];
}

/** The desc as labelled lines; lines past the known fields (a newer server) are left out. */
export function resultLines(gtype: string, desc: string | undefined): ResultLine[] {
  const fields = DESC_FIELDS[gtype] ?? [];
  return splitResultDesc(gtype, desc).flatMap((part, index) => {
    const field = fields[index];
    const values = part
      .split('~')
      .map((value) => value.trim())
      .filter((value) => value !== '');
    return field && values.length > 0 ? [{ field, values }] : [];
  });
}

/** A desc value as a reader sees it: a card code ('ASS', Andar Bahar's joker) as 'A♠', anything else as sent. */
export function displayValue(value: string): string {
  const card = readCard(value);
  return card && card.card === value.trim() ? `${card.rank}${SUIT_SYMBOLS[card.suit]}` : value;
}

export interface ResultGroup {
  role: GroupRole;
  /** Which one: 'A', '3', a suit letter; shown after the role ('Player A', 'Total 2'). */
  tag?: string;
  cards: string[];
  /** A figure beside the label: a score, a total, a card count. */
  note?: string;
  /** Ticked as the winner (from the result's win). */
  winner: boolean;
}

export interface ResultDetailLike {
  gtype: string;
  cards?: string | undefined;
  desc?: string | undefined;
  win?: string | undefined;
}

const group = (
  role: GroupRole,
  cards: string[],
  winner: boolean,
  extra: { tag?: string; note?: string } = {},
): ResultGroup => ({ role, cards, winner, ...extra });

/** The hands of a result, in the order a layout shows them ([] for games that deal no cards). */
export function resultGroups(detail: ResultDetailLike): ResultGroup[] {
  const { gtype, cards, desc } = detail;
  const win = (detail.win ?? '').trim();
  const winners = resultWinners(win);
  const list = splitCards(cards);
  switch (gtype) {
    case 'baccarat':
    case 'baccarat2': {
      const hands = baccaratHands(cards);
      return [
        group('player', hands.player, win === '1', { note: String(hands.playerScore) }),
        group('banker', hands.banker, win === '2', { note: String(hands.bankerScore) }),
      ];
    }
    case 'poker':
    case 'poker20': {
      const hands = pokerHands(cards);
      return [
        group('player', hands.playerA, win === '1', { tag: 'A' }),
        group('player', hands.playerB, win === '2', { tag: 'B' }),
        group('board', hands.board, false),
      ];
    }
    case 'War': {
      const hands = warHands(cards);
      return [
        ...hands.players.map((card, index) =>
          group('player', card ? [card] : [], winners.includes(String(index + 1)), {
            tag: String(index + 1),
          }),
        ),
        group('dealer', hands.dealer ? [hands.dealer] : [], false),
      ];
    }
    case 'race20': {
      const lanes = race20Suits(cards);
      return RACE20_SUITS.map((suit: Suit, index) =>
        group('suit', lanes[suit], win === String(index + 1), {
          tag: suit,
          note: String(lanes[suit].length),
        }),
      );
    }
    case 'cmeter': {
      const sides = cmeterSides(cards);
      return [
        group('low', sides.low, win === '1', { note: String(sides.lowScore) }),
        group('high', sides.high, win === '2', { note: String(sides.highScore) }),
        group(
          'markers',
          list.filter((card) => card === CMETER_LOW_MARKER || card === CMETER_HIGH_MARKER),
          false,
        ),
      ];
    }
    case 'queen':
      return queenHands(cards).map((hand) =>
        group('total', hand.cards, win === String(hand.base + 1), {
          tag: String(hand.base),
          note: String(hand.total),
        }),
      );
    case 'teen8': {
      const hands = teen8Hands(cards);
      return [
        ...hands.players.map((hand, index) =>
          group('player', hand, winners.includes(String(index + 1)), { tag: String(index + 1) }),
        ),
        group('dealer', hands.dealer, false),
      ];
    }
    case 'dt6':
      return [group('dragon', list.slice(0, 1), win === '1'), group('tiger', list.slice(1, 2), win === '2')];
    case 'ab20': {
      const sides = ab20Sides(cards);
      const joker = splitResultDesc(gtype, desc)[1]?.trim();
      return [
        group('joker', joker ? [joker] : [], false),
        group('andar', sides.andar, win === '1', { note: String(sides.andar.length) }),
        group('bahar', sides.bahar, win === '2', { note: String(sides.bahar.length) }),
      ];
    }
    case 'btable':
    case 'lucky7eu':
    case 'cmatch20':
      return [group('card', list.slice(0, 1), false)];
    case 'worli':
    case 'duskadum':
      return [group('cards', list, false)];
    default:
      return [];
  }
}

/** A group's English label: 'Player A', 'Total 2', 'Spade' (the mock's pages). */
export function groupLabel(group: Pick<ResultGroup, 'role' | 'tag'>): string {
  if (group.role === 'suit' && group.tag) return SUIT_NAMES[group.tag as Suit] ?? group.tag;
  return group.tag ? `${GROUP_ROLES[group.role]} ${group.tag}` : GROUP_ROLES[group.role];
}

export { GROUP_ROLES, type GroupRole, RESULT_FIELDS, type ResultField };
