import { formatMatkaAmount, MATKA_MESSAGES } from '@esk/contracts/catalog/matka';
import type { MatkaBet } from '@esk/contracts/http/matka';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/i18n';
import { isApiError } from '@/lib/api/api-error';
import { useCancelMatkaBet } from '../../api/cancel-matka-bet';
import { matkaToast } from '../../stores/matka-toast';
import { betTypeText, gameTypeText } from './bet-columns';
import styles from './cancel-bet-dialog.module.css';

interface CancelBetDialogProps {
  bet: MatkaBet & { _id: string };
  onClose: () => void;
}

/**
 * Asks before cancelling an undeclared bet (designed: the spec has no cancel; the real family's
 * bet list does). The server's message shows in the matka toast; the stake's exposure returns.
 */
export function CancelBetDialog({ bet, onClose }: CancelBetDialogProps) {
  const t = useT();
  const cancel = useCancelMatkaBet();
  const confirm = () =>
    cancel.mutate(bet._id, {
      onSuccess: (message) => {
        matkaToast.success(message);
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.kind === 'unavailable') {
          matkaToast.error(MATKA_MESSAGES.cancelUnavailable);
        } else {
          console.error('[matka] bet not cancelled', error);
          matkaToast.error(isApiError(error) && error.message ? error.message : MATKA_MESSAGES.cancelFailed);
        }
        onClose();
      },
    });
  const row = (label: string, value: string) => (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className="num">{value}</dd>
    </div>
  );
  return (
    <Modal
      title={t('matka.cancel.title')}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending} autoFocus>
            {t('matka.cancel.keep')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={cancel.isPending}>
            {cancel.isPending ? t('matka.cancel.cancelling') : t('matka.cancel.confirm')}
          </Button>
        </>
      }
    >
      <dl className={styles.summary} data-testid="cancel-summary">
        {row(t('matka.col.matkaName'), bet.matkaName)}
        {row(t('matka.col.gameType'), gameTypeText(t, bet.gameType))}
        {row(t('matka.col.marketType'), betTypeText(t, bet.betType))}
        {row(t('matka.col.betNumber'), bet.betNumber)}
        {row(t('matka.col.amount'), formatMatkaAmount(bet.amount))}
      </dl>
      <p className={styles.note}>{t('matka.cancel.body')}</p>
    </Modal>
  );
}
