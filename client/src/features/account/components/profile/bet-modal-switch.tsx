import { useT } from '@/i18n/i18n';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useUpdateBetChipsModal } from '../../api/update-bet-chips-modal';
import styles from './profile.module.css';

/** Bet-confirmation modal ON/OFF (PATCH user/updateBetChipsModal {status}); failures are only logged. */
export function BetModalSwitch() {
  const t = useT();
  const stored = usePreferencesStore((s) => s.betModal);
  const update = useUpdateBetChipsModal();
  // While saving, show the value asked for; the store follows the server's answer.
  const on = update.isPending ? (update.variables ?? stored) : stored;
  return (
    <div className={styles.switchRow}>
      <span className={styles.rowLabel} id="bet-modal-label">
        {t('account.profile.betModal')}
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-labelledby="bet-modal-label"
        className={styles.switch}
        disabled={update.isPending}
        onClick={() => update.mutate(!stored)}
      >
        <span className={styles.switchText}>{on ? t('account.profile.on') : t('account.profile.off')}</span>
        <span className={styles.switchKnob} />
      </button>
    </div>
  );
}
