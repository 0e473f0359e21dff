import { splitCards, splitResultDesc } from '@esk/contracts/catalog/casino';
import { CardRow } from '@/components/cards/playing-card';
import { useT } from '@/i18n/i18n';
import styles from '../round-result.module.css';
import type { ResultLayoutProps } from './result-layout';

/**
 * The layout of a game type without its own: every dealt card in order, then the result
 * description line by line. Readable for any table, so a new gtype never shows a blank popup.
 */
export function GenericResultLayout({ result }: ResultLayoutProps) {
  const t = useT();
  const cards = splitCards(result.cards).filter((card) => card !== '');
  const lines = splitResultDesc(result.gtype, result.desc).filter((line) => line.trim() !== '');
  return (
    <div className={styles.generic}>
      {cards.length > 0 && <CardRow cards={cards} size="md" label={t('casino.result.cards')} />}
      {lines.length > 0 && (
        <ul className={styles.descLines}>
          {lines.map((line) => (
            <li key={line}>{line.trim()}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
