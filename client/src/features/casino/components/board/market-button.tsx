import { memo, type ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { type MarketCell, sameCell } from '../../logic/board-model';
import { rateText } from '../../logic/cells';
import { pickCell } from '../../stores/casino-slip-store';
import styles from './board.module.css';

export interface MarketButtonProps {
  cell: MarketCell;
  roundId: string;
  /** The side in words (Back, LAGAI, Yes...): told to screen readers, colour is never the only cue. */
  sideWord: string;
  /** Said after the name of a locked market. */
  lockedWord: string;
  /** tile: a box of a grid (label over rate); cell: a price in a table column (rate over size). */
  variant: 'tile' | 'cell';
  /** The visible name when shorter than the cell's label ('1st Bet' of 'Andar 1st Bet'). */
  short?: string | undefined;
  /** Draw the name as a card rank. */
  rank?: string | undefined;
  tone?: 'red' | 'black' | undefined;
  hideRate?: boolean | undefined;
  /** A position drawn inside the button (three-way columns). */
  position?: number | undefined;
}

const TONE_MARKS = { red: '♥♦', black: '♠♣' } as const;

/**
 * One clickable price. Its accessible name is its visible text plus the side word (and
 * 'Suspended' when locked), so it always contains what it shows (WCAG 2.5.3). A locked market
 * is dimmed under a lock and takes no clicks; a refusing box (suits) stays pressable and alerts.
 */
function MarketButtonView(props: MarketButtonProps) {
  const { cell, roundId, sideWord, lockedWord, variant, short, rank, tone, hideRate, position } = props;
  const locked = !cell.open && cell.refusal === undefined;
  const tile = variant === 'tile';
  const visibleName = tile && !rank ? (short ?? cell.label) : undefined;
  const hiddenName = !visibleName ? cell.label : unsaid(cell.label, visibleName);
  const className = [
    styles.market,
    tile ? styles.tile : styles.cellButton,
    cell.side === 'back' ? styles.back : styles.lay,
    locked ? styles.locked : '',
  ].join(' ');
  // Parts of the name are separated by text nodes: every accessible-name algorithm keeps those spaces.
  const parts: ReactNode[] = [];
  if (hiddenName)
    parts.push(
      <span key="hidden" className="visually-hidden">
        {hiddenName}
      </span>,
    );
  if (tile && rank) {
    parts.push(
      <span
        key="rank"
        className={`${styles.rankCard} ${tone === 'red' ? styles.red : ''}`}
        aria-hidden="true"
      >
        {rank}
      </span>,
    );
  }
  if (visibleName !== undefined) {
    parts.push(
      <span key="name" className={styles.name}>
        {visibleName}
        {tone && (
          <span className={`${styles.toneMark} ${tone === 'red' ? styles.red : ''}`} aria-hidden="true">
            {TONE_MARKS[tone]}
          </span>
        )}
      </span>,
    );
  }
  parts.push(
    <span key="side" className="visually-hidden">
      {sideWord}
    </span>,
  );
  // A grid sharing one rate shows it once above; each box still says it to screen readers.
  parts.push(
    <span key="rate" className={hideRate ? 'visually-hidden' : `${styles.rate} num`}>
      {rateText(cell.rate, cell.noRateText)}
    </span>,
  );
  if (!tile && cell.size !== undefined)
    parts.push(
      <span key="size" className={`${styles.size} num`}>
        {cell.size}
      </span>,
    );
  if (position !== undefined) {
    parts.push(
      <span
        key="position"
        className={`${styles.inlinePosition} ${position < 0 ? styles.loss : styles.profit} num`}
      >
        {position > 0 ? '+' : ''}
        {position}
      </span>,
    );
  }
  if (locked)
    parts.push(
      <span key="locked" className="visually-hidden">
        {lockedWord}
      </span>,
    );
  return (
    <button
      type="button"
      className={className}
      disabled={locked}
      data-sid={cell.sid}
      onClick={locked ? undefined : () => pickCell(cell, roundId)}
    >
      {parts.flatMap((part, index) => (index === 0 ? [part] : [' ', part]))}
      {locked && (
        <span className={styles.lock} aria-hidden="true">
          <Icon name="lock" size={16} />
        </span>
      )}
    </button>
  );
}

/** The part of a label the box does not show ('Andar' of 'Andar 1st Bet' shown as '1st Bet'). */
function unsaid(label: string, shown: string): string | undefined {
  if (label === shown) return undefined;
  return label.endsWith(shown) ? label.slice(0, -shown.length).trim() || undefined : label;
}

export const MarketButton = memo(
  MarketButtonView,
  (a, b) =>
    sameCell(a.cell, b.cell) &&
    a.roundId === b.roundId &&
    a.sideWord === b.sideWord &&
    a.lockedWord === b.lockedWord &&
    a.variant === b.variant &&
    a.short === b.short &&
    a.rank === b.rank &&
    a.tone === b.tone &&
    a.hideRate === b.hideRate &&
    a.position === b.position,
);
