import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/i18n/i18n';
import { displayOddsRate } from '../../logic/rate';
import { useBetSlipStore } from '../../stores/bet-slip-store';
import styles from './confirm.module.css';
import { sideLabelKey } from './slip-labels';

/** Asked before placing when the bet-confirmation preference (matchBetPlaceModal) is on. */
export function BetConfirmModal({ onConfirm }: { onConfirm: () => void }) {
  const t = useT();
  const open = useBetSlipStore((s) => s.phase === 'confirm');
  const selection = useBetSlipStore((s) => s.selection);
  const amount = useBetSlipStore((s) => s.amount);
  const countdown = useBetSlipStore((s) => s.countdown);
  const dispatch = useBetSlipStore((s) => s.dispatch);
  if (!open || !selection) return null;
  const cancel = () => dispatch({ type: 'cancelConfirm' });
  return (
    <Modal
      title={`${t('sports.confirmTitle')} (${countdown})`}
      onClose={cancel}
      footer={
        <>
          <Button variant="outline" onClick={cancel}>
            {t('sports.cancel')}
          </Button>
          <Button onClick={onConfirm} autoFocus>
            {t('sports.confirm')}
          </Button>
        </>
      }
    >
      <dl className={styles.confirmRows}>
        <dt>{selection.market === 'fancy' ? t('sports.session') : t('sports.team')}</dt>
        <dd>{selection.label}</dd>
        <dt>{t('sports.mode')}</dt>
        <dd>{t(sideLabelKey(selection.market, selection.type))}</dd>
        {selection.market === 'fancy' && (
          <>
            <dt>{t('sports.run')}</dt>
            <dd className="num">{selection.run}</dd>
          </>
        )}
        <dt>{t('sports.rate')}</dt>
        <dd className="num">{displayOddsRate(selection.market, selection.odds)}</dd>
        <dt>{t('sports.amount')}</dt>
        <dd className="num">{amount}</dd>
      </dl>
    </Modal>
  );
}
