import type { LiveTableFamily } from '@esk/contracts/catalog/casino';
import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import styles from './live-table.module.css';
import { RulesPopup } from './rules-popup';

interface TitleBarProps {
  name: string;
  /** The table's code: its rules image. */
  shortName: string;
  family: LiveTableFamily;
  roundId: string;
}

/** The table's title bar (001 §2.5): its name, the round id and the rules popup. */
export function TitleBar({ name, shortName, family, roundId }: TitleBarProps) {
  const t = useT();
  const [rulesOpen, setRulesOpen] = useState(false);
  return (
    <div className={styles.titleBar}>
      <div className={styles.titleText}>
        <h2 className={styles.tableName}>{name}</h2>
        <span className={`${styles.roundId} num`} data-testid="round-id">
          <span className={styles.roundIdLabel}>{t('casino.table.roundId')}:</span> {roundId || '–'}
        </span>
      </div>
      <button type="button" className={styles.rulesButton} onClick={() => setRulesOpen(true)}>
        <Icon name="rules" size={16} />
        {t('casino.table.rules')}
      </button>
      {rulesOpen && (
        <RulesPopup name={name} shortName={shortName} family={family} onClose={() => setRulesOpen(false)} />
      )}
    </div>
  );
}
