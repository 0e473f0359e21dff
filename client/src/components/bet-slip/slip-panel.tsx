import type { ReactNode } from 'react';
import { Panel } from '@/components/ui/panel';
import { useT } from '@/i18n/i18n';
import styles from './bet-slip.module.css';

/** Desktop: the slip in a side panel, with a hint while nothing is picked. */
export function SlipPanel({ open, hint, children }: { open: boolean; hint?: string; children: ReactNode }) {
  const t = useT();
  return (
    <Panel title={t('slip.title')}>
      {open ? children : <p className={styles.hint}>{hint ?? t('slip.hint')}</p>}
    </Panel>
  );
}
