import { formatMatkaAmount } from '@esk/contracts/catalog/matka';
import { memo } from 'react';
import styles from './number-grid.module.css';

interface NumberTileProps {
  /** The bet number the tile sends. */
  number: string;
  /** What the tile shows, when it differs (the Harup digits are shown padded: '01'). */
  text?: string;
  /** The player's P&L if this number is declared; undefined when there is none to show. */
  pnl: number | undefined;
  /** The open slip is for this number. */
  selected: boolean;
  /** Visually hidden word before the P&L ('P&L'), so a screen reader hears what the figure is. */
  pnlLabel: string;
  onPick: (number: string, tile: HTMLButtonElement) => void;
}

/**
 * One number: the number, and under it the P&L (green when positive, red otherwise, with its
 * sign). The P&L line keeps its height when empty, so bets never shift the grid.
 */
export const NumberTile = memo(function NumberTile({
  number,
  text,
  pnl,
  selected,
  pnlLabel,
  onPick,
}: NumberTileProps) {
  return (
    <button
      type="button"
      className={styles.tile}
      aria-pressed={selected}
      data-number={number}
      onClick={(event) => onPick(number, event.currentTarget)}
    >
      <span className={`${styles.number} num`}>{text ?? number}</span>{' '}
      <span
        className={`${styles.pnl} num ${pnl === undefined ? '' : pnl > 0 ? styles.profit : styles.loss}`}
        data-testid="tile-pnl"
      >
        {pnl !== undefined && (
          <>
            <span className="visually-hidden">{pnlLabel} </span>
            {pnl > 0 ? '+' : ''}
            {formatMatkaAmount(pnl)}
          </>
        )}
      </span>
    </button>
  );
});
