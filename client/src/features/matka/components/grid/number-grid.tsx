import type { CSSProperties } from 'react';
import { useT } from '@/i18n/i18n';
import type { GameGrid } from '../../logic/grids';
import type { Positions } from '../../logic/positions';
import styles from './number-grid.module.css';
import { NumberTile } from './number-tile';

interface NumberGridProps {
  grid: GameGrid;
  /** The grid's accessible name ('Single numbers'). */
  label: string;
  positions: Positions;
  /** The number whose slip is open on this grid, if any. */
  selected: string | null;
  /** The side this grid bets on takes no bets now: calmer tiles. */
  closed: boolean;
  /** The text of a number's tile, when it is not the number itself. */
  display?: (number: string) => string;
  onPick: (number: string, tile: HTMLButtonElement) => void;
}

/** Columns on phones / from 600 px, by block size: 10 digits 5/10, 12 pattis 4/12, 9 pattis 3/9, 100 numbers 5/10. */
function columns(size: number): CSSProperties {
  const [mobile, wide] = size === 12 ? [4, 12] : size === 9 ? [3, 9] : [5, 10];
  return { '--cols-mobile': mobile, '--cols-wide': wide } as CSSProperties;
}

/** A game's number tiles, in blocks (patti groups carry their group digit as a heading). */
export function NumberGrid({ grid, label, positions, selected, closed, display, onPick }: NumberGridProps) {
  const t = useT();
  const grouped = grid.blocks.some((block) => block.group !== undefined);
  const pnlLabel = t('matka.pnl');
  return (
    <fieldset
      className={[styles.blocks, grouped && styles.rowGroups, closed && styles.closedGrid]
        .filter(Boolean)
        .join(' ')}
      data-testid="number-grid"
    >
      <legend className="visually-hidden">{label}</legend>
      {grid.blocks.map((block) => {
        const tiles = (
          <div className={styles.grid} style={columns(block.numbers.length)}>
            {block.numbers.map((number) => (
              <NumberTile
                key={number}
                number={number}
                text={display?.(number)}
                pnl={positions?.[number]}
                selected={selected === number}
                pnlLabel={pnlLabel}
                onPick={onPick}
              />
            ))}
          </div>
        );
        if (block.group === undefined) {
          return (
            <div key="all" className={styles.block}>
              {tiles}
            </div>
          );
        }
        return (
          <div key={block.group} className={styles.block}>
            <h3 className={styles.groupLabel}>{t('matka.group').replace('{n}', String(block.group))}</h3>
            {tiles}
          </div>
        );
      })}
    </fieldset>
  );
}
