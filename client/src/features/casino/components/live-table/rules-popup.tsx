import type { LiveTableFamily } from '@esk/contracts/catalog/casino';
import { rulesImagePath } from '@esk/contracts/catalog/casino-rules';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { getConfig } from '@/config/env';
import { useLanguageStore, useT } from '@/i18n/i18n';
import { TABLE_RULES } from '../../content/table-rules';
import styles from './live-table.module.css';

/**
 * The table's rules (001 §2.5: "a rules image that opens in a popup"): the server's rules image
 * of the table (the mock draws one per table, rulesImagePath), and the same rules as text in the
 * reader's language beside it, folded under 'Rules as text' (a picture of text alone would lock
 * out screen readers and zoom). A server without the picture (a failed load) shows the text open.
 */
export function RulesPopup({
  name,
  shortName,
  family,
  onClose,
}: {
  name: string;
  shortName: string;
  family: LiveTableFamily;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguageStore((s) => s.language);
  const [imageFailed, setImageFailed] = useState(false);
  const rules = TABLE_RULES[language];
  return (
    <Modal title={`${name}: ${t('casino.table.rulesTitle')}`} onClose={onClose}>
      {!imageFailed && (
        <img
          className={styles.rulesImage}
          src={`${getConfig().apiBaseUrl}${rulesImagePath(shortName)}`}
          alt={t('casino.table.rulesImageAlt').replace('{name}', name)}
          onError={() => setImageFailed(true)}
        />
      )}
      <details className={styles.rulesText} open={imageFailed}>
        <summary>{t('casino.table.rulesAsText')}</summary>
        <ul className={styles.rules} lang={language}>
          {[rules.game[family], ...rules.common].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
    </Modal>
  );
}
