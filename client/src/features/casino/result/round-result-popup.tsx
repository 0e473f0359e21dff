/**
 * The round result popup (001 §2.14): 'Round Id' and the round drawn by its game type's
 * layout. Opened from a 'Last Result' circle or a report row; closed by the close icon, the
 * backdrop or Escape. A failed fetch is only logged and reads 'Result not available'.
 */
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/i18n/i18n';
import { useRoundResult } from '../api/get-round-result';
import { resultLayoutFor } from './layouts';
import styles from './round-result.module.css';

export interface RoundResultPopupProps {
  roundId: string;
  onClose: () => void;
}

export function RoundResultPopup({ roundId, onClose }: RoundResultPopupProps) {
  const t = useT();
  const { data: result, isPending } = useRoundResult(roundId);
  const Layout = result ? resultLayoutFor(result.gtype) : undefined;
  return (
    <Modal title={t('casino.result.title')} onClose={onClose}>
      <p className={styles.roundId}>
        {t('casino.result.roundId')}: <strong>{result?.mid || roundId}</strong>
      </p>
      {isPending ? (
        <p className={styles.status}>
          <Spinner /> {t('casino.result.loading')}
        </p>
      ) : Layout && result ? (
        <Layout result={result} />
      ) : (
        <p className={styles.status}>{t('casino.result.notAvailable')}</p>
      )}
    </Modal>
  );
}
