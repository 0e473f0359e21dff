import type { MatkaMarket } from '@esk/contracts/http/matka';
import { useCallback } from 'react';
import { useT } from '@/i18n/i18n';
import { type GameGrid, HARUP_DIGITS } from '../../logic/grids';
import { type HarupGrid, harupPickMessage } from '../../logic/pick-flow';
import type { Positions } from '../../logic/positions';
import { NumberGrid } from '../grid/number-grid';
import styles from './harup.module.css';

const DIGITS: GameGrid = { blocks: [{ numbers: HARUP_DIGITS }] };
const padded = (number: string) => number.padStart(2, '0');

interface HarupDigitsProps {
  market: MatkaMarket;
  positions: Record<'HAROOP_ANDAR' | 'HAROOP_BAHAR', Positions>;
  selectedOn: (grid: HarupGrid) => string | null;
  onPick: (grid: HarupGrid, number: string) => void;
}

/** Tab 2: Andar (the open digit) and Bahar (the close digit), 01 to 10 each. */
export function HarupDigits({ market, positions, selectedOn, onPick }: HarupDigitsProps) {
  const t = useT();
  const pickAndar = useCallback((number: string) => onPick('HAROOP_ANDAR', number), [onPick]);
  const pickBahar = useCallback((number: string) => onPick('HAROOP_BAHAR', number), [onPick]);
  const side = (
    grid: 'HAROOP_ANDAR' | 'HAROOP_BAHAR',
    name: string,
    hint: string,
    pick: (n: string) => void,
  ) => (
    <div className={styles.side}>
      <h3 className={styles.sideTitle}>
        {name} <span className={styles.sideHint}>{hint}</span>
      </h3>
      <NumberGrid
        grid={DIGITS}
        label={name}
        positions={positions[grid]}
        selected={selectedOn(grid)}
        closed={harupPickMessage(market, grid) !== undefined}
        display={padded}
        onPick={pick}
      />
    </div>
  );
  return (
    <div className={styles.sides}>
      {side('HAROOP_ANDAR', t('matka.harup.andar'), t('matka.harup.andarHint'), pickAndar)}
      {side('HAROOP_BAHAR', t('matka.harup.bahar'), t('matka.harup.baharHint'), pickBahar)}
    </div>
  );
}
