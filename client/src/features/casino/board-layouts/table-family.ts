/**
 * A game family's rules (001 §2.6-§2.13): which cards lie on the table and how the live
 * round's rows become the betting board. Tables of one family (dt20 and dt202, teen20 and
 * teen) share one module; index.ts maps the catalogue's family names to them.
 */
import type { LiveTableFamily } from '@esk/contracts/catalog/casino';
import { type LiveRoundData, tableHands } from '@esk/contracts/catalog/table-hands';
import type { MessageKey } from '@/i18n/i18n';
import type { BoardSection, Hand, SideWords } from '../logic/board-model';
import type { RoundContext } from '../logic/cells';

export type { LiveRoundData } from '@esk/contracts/catalog/table-hands';

export interface TableFamily {
  /** The words of the two sides (Back/Lay, LAGAI/KHAI, Yes/No). */
  sideWords: SideWords;
  /** The cards on the table now, hand by hand. */
  hands(round: LiveRoundData): Hand[];
  /** The betting board. */
  board(round: LiveRoundData, ctx: RoundContext): BoardSection[];
}

/** The sides a table names itself are translated; players the feed names ('Player 8') are not. */
const SIDE_LABELS: Partial<Record<string, MessageKey>> = {
  dragon: 'casino.hand.dragon',
  tiger: 'casino.hand.tiger',
  t: 'casino.hand.tiger',
  l: 'casino.hand.lion',
  d: 'casino.hand.dragon',
  joker: 'casino.hand.joker',
  andar: 'casino.hand.andar',
  bahar: 'casino.hand.bahar',
};

/**
 * The cards on the table from the one reading the mock's table video shares
 * (contracts catalog/table-hands), with the table's own side words as i18n keys.
 */
export const familyHands =
  (family: LiveTableFamily) =>
  (round: LiveRoundData): Hand[] =>
    tableHands(family, round).map(({ name, ...hand }) => {
      const labelKey = SIDE_LABELS[hand.key];
      if (labelKey) return { ...hand, labelKey };
      return name ? { ...hand, name } : hand;
    });

export const BACK_LAY: SideWords = { back: 'casino.side.back', lay: 'casino.side.lay' };
