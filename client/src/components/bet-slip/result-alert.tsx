import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/i18n';
import type { SlipPhase } from '@/lib/bet-slip/slip-reducer';
import styles from './bet-slip.module.css';

interface ResultAlertProps {
  phase: SlipPhase;
  message: string;
  onAcknowledge: () => void;
}

/** A placement's outcome: success or error with the server's message and an OK button. */
export function ResultAlert({ phase, message, onAcknowledge }: ResultAlertProps) {
  const t = useT();
  if (phase !== 'success' && phase !== 'error') return null;
  const success = phase === 'success';
  return (
    <Modal
      title={success ? t('slip.success') : t('slip.error')}
      onClose={onAcknowledge}
      closeIcon={false}
      footer={
        <Button onClick={onAcknowledge} autoFocus>
          {t('slip.ok')}
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
