import type { LiveTableFamily } from '@esk/contracts/catalog/casino';
import { Modal } from '@/components/ui/modal';
import { useLanguageStore, useT } from '@/i18n/i18n';
import { TABLE_RULES } from '../../content/table-rules';
import styles from './live-table.module.css';

/**
 * The table's rules (001 §2.5 shows a rules image in a popup). designed: the app writes the
 * rules of the table's family as text in the reader's language (content/table-rules.ts).
 */
export function RulesPopup({
  name,
  family,
  onClose,
}: {
  name: string;
  family: LiveTableFamily;
  onClose: () => void;
}) {
  const t = useT();
  const language = useLanguageStore((s) => s.language);
  const rules = TABLE_RULES[language];
  return (
    <Modal title={`${name}: ${t('casino.table.rulesTitle')}`} onClose={onClose}>
      <ul className={styles.rules} lang={language}>
        {[rules.game[family], ...rules.common].map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </Modal>
  );
}
