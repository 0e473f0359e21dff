import styles from './logo.module.css';

/** Wordmark: the three-bar mark and EXCHANGE; `compact` drops the word on narrow phones. */
export function Logo({ size = 28, compact = false }: { size?: number; compact?: boolean }) {
  return (
    <span className={compact ? `${styles.logo} ${styles.compact}` : styles.logo}>
      <svg className={styles.mark} width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#14a3a6" />
        <path d="M9 10h14M9 16h10M9 22h14" stroke="#0b2545" strokeWidth="3.4" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>
        Exch<span className={styles.accent}>ange</span>
      </span>
    </span>
  );
}
