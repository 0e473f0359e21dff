import type { ReactNode } from 'react';
import styles from './market-table.module.css';

/** Name column plus two fixed-width rate columns (no layout shift when rates tick). */
export function RateColumns() {
  return (
    <colgroup>
      <col />
      <col className={styles.rateCol} />
      <col className={styles.rateCol} />
    </colgroup>
  );
}

/** A full-width row under a market row: the inline bet slip (phones) or a remark. */
export function InlineSlipRow({ children, colSpan = 3 }: { children: ReactNode; colSpan?: number }) {
  return (
    <tr>
      <td colSpan={colSpan} className={styles.inlineSlip}>
        {children}
      </td>
    </tr>
  );
}

/** A full-width message row (suspended, no sessions). */
export function MessageRow({ children }: { children: ReactNode }) {
  return (
    <tr>
      <td colSpan={3}>{children}</td>
    </tr>
  );
}
