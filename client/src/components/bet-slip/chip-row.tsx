import { usePreferencesStore } from '@/stores/preferences-store';
import styles from './bet-slip.module.css';

interface ChipRowProps {
  onChip: (amount: number) => void;
  disabled?: boolean;
}

/**
 * The stake chips (betChipsData). Each chip shows the amount it fills: after the stake
 * editor changes a value, the chip's key still names the old amount, so the key is never
 * the label.
 */
export function ChipRow({ onChip, disabled = false }: ChipRowProps) {
  const chips = usePreferencesStore((s) => s.betChips);
  return (
    <div className={styles.chips}>
      {Object.entries(chips).map(([key, value]) => (
        <button
          key={key}
          type="button"
          className={`${styles.chip} num`}
          disabled={disabled}
          onClick={() => onChip(value)}
        >
          {value}
        </button>
      ))}
    </div>
  );
}
