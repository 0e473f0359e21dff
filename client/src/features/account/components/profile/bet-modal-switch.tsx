import { useT } from '@/i18n/i18n';
import { useBetModalPreference } from '@/lib/bet-modal-preference';
import { notify } from '@/stores/notifications-store';
import styles from './profile.module.css';

/** Bet-confirmation modal ON/OFF on the profile: a success toasts the server's message. */
export function BetModalSwitch() {
  const t = useT();
  const { on, saving, toggle } = useBetModalPreference((body) => {
    if (body.message) notify.success(body.message);
  });
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
        disabled={saving}
        onClick={toggle}
      >
        <span className={styles.switchText}>{on ? t('account.profile.on') : t('account.profile.off')}</span>
        <span className={styles.switchKnob} />
      </button>
    </div>
  );
}
