import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/i18n';
import { useBetSlipStore } from '../../stores/bet-slip-store';
import styles from './bet-slip.module.css';

/** The placement result: the server's message (or the spec's fallback); OK clears it. */
export function BetResultModal() {
  const t = useT();
  const phase = useBetSlipStore((s) => s.phase);
  const message = useBetSlipStore((s) => s.message);
  const dispatch = useBetSlipStore((s) => s.dispatch);
  if (phase !== 'success' && phase !== 'error') return null;
  const acknowledge = () => dispatch({ type: 'acknowledge' });
  const success = phase === 'success';
  return (
    <Modal
      title={success ? t('sports.betSuccess') : t('sports.betError')}
      onClose={acknowledge}
      closeIcon={false}
      footer={
        <Button onClick={acknowledge} autoFocus>
          {t('sports.ok')}
        </Button>
      }
    >
      <p
        className={`${styles.resultText} ${success ? styles.success : styles.error}`}
        role={success ? 'status' : 'alert'}
        data-testid="bet-result"
      >
        {message}
      </p>
    </Modal>
  );
}
