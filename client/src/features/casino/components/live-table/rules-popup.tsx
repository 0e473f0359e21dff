import type { LiveTableFamily } from '@esk/contracts/catalog/casino';
import { Modal } from '@/components/ui/modal';
import { type MessageKey, useT } from '@/i18n/i18n';
import styles from './live-table.module.css';

const FAMILY_RULES: Record<LiveTableFamily, MessageKey> = {
  teenTwoPlayer: 'casino.rules.teenTwoPlayer',
  teenThreeWay: 'casino.rules.teenThreeWay',
  lucky7: 'casino.rules.lucky7',
  dragonTiger: 'casino.rules.dragonTiger',
  aaa: 'casino.rules.aaa',
  andarBahar: 'casino.rules.andarBahar',
  worli: 'casino.rules.worli',
  card32a: 'casino.rules.card32a',
  card32eu: 'casino.rules.card32eu',
};

/**
 * The table's rules (001 §2.5 shows a rules image in a popup). designed: the app writes the
 * rules of the table's family as text (translatable, readable by screen readers) instead.
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
  return (
    <Modal title={`${name}: ${t('casino.table.rulesTitle')}`} onClose={onClose}>
      <ul className={styles.rules}>
        <li>{t(FAMILY_RULES[family])}</li>
        <li>{t('casino.rules.window')}</li>
        <li>{t('casino.rules.payout')}</li>
      </ul>
    </Modal>
  );
}
