import styles from './segmented.module.css';

interface SegmentedProps<V extends string | number> {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
  /** Scrolls sideways instead of wrapping. */
  scroll?: boolean;
  /** Extra layout (a grid of presets). */
  className?: string;
  /** 'tabs': joined buttons in one bordered strip (statement tabs); default: separate pills. */
  variant?: 'pills' | 'tabs';
}

/** A row of toggle buttons (tabs, presets, rate choices); one is pressed. */
export function Segmented<V extends string | number>({
  label,
  options,
  value,
  onChange,
  scroll = false,
  className,
  variant = 'pills',
}: SegmentedProps<V>) {
  return (
    <fieldset
      className={[
        styles.segmented,
        variant === 'tabs' && styles.tabs,
        scroll && styles.segmentedScroll,
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      aria-label={label}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className={styles.segment}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
