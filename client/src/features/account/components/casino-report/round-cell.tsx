import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import table from '../shared/table.module.css';
import styles from './casino-report.module.css';

/**
 * A report row's first cell: the player or game name over the round id. With `onOpen` it is a
 * button that opens the round result popup (001 §2.15: TEAM, click opens the result popup).
 */
export function RoundCell({
  name,
  roundId,
  onOpen,
  children,
}: {
  name: string;
  roundId: string | undefined;
  onOpen?: (() => void) | undefined;
  children?: ReactNode;
}) {
  const t = useT();
  const text = (
    <>
      <span className={table.strong}>{name}</span>
      {roundId && <span className={`${table.sub} ${table.id}`}>{roundId}</span>}
    </>
  );
  return (
    <>
      {roundId && onOpen ? (
        <button
          type="button"
          className={styles.roundButton}
          onClick={onOpen}
          title={t('casino.report.openResult')}
          aria-haspopup="dialog"
        >
          {text}
        </button>
      ) : (
        text
      )}
      {children}
    </>
  );
}
