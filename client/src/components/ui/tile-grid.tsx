import type { CSSProperties, ReactNode } from 'react';
import styles from './tile-grid.module.css';

/** Columns from the narrowest screen up: phones, from 600 px, from 1000 px, from 1200 px (each defaults to the one before). */
export type TileColumns = readonly [phone: number, from600?: number, from1000?: number, from1200?: number];

interface TileGridProps {
  columns: TileColumns;
  children: ReactNode;
  'aria-label'?: string;
}

/** A list of tiles in a grid whose columns grow with the screen; each child is an `<li>`. */
export function TileGrid({ columns, children, 'aria-label': label }: TileGridProps) {
  const [phone, sm = phone, md = sm, lg = md] = columns;
  const style = { '--tiles': phone, '--tiles-sm': sm, '--tiles-md': md, '--tiles-lg': lg } as CSSProperties;
  return (
    <ul className={styles.grid} style={style} aria-label={label}>
      {children}
    </ul>
  );
}
