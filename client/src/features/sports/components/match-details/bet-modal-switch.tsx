import { useT } from '@/i18n/i18n';
import { useBetModalPreference } from '@/lib/bet-modal-preference';
import { notify } from '@/stores/notifications-store';
import styles from './match-details.module.css';

/** The page reloads this long after the preference changes (spec 000 §4). */
export const BET_MODAL_RELOAD_MS = 1_000;

/**
 * Bet-confirmation modal ON/OFF on the match page (lib/bet-modal-preference.ts saves it): a
 * success toasts the server's message and reloads the page after 1 s.
 */
export function BetModalSwitch({ onReload }: { onReload: () => void }) {
  const t = useT();
  const { on, saving, toggle } = useBetModalPreference((body) => {
    const state = body.data.betChipsModal ? t('sports.on') : t('sports.off');
    notify.success(body.message || `${t('sports.betModal')} ${state}`);
    setTimeout(onReload, BET_MODAL_RELOAD_MS);
  });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={`${styles.switch} ${on ? styles.switchOn : ''}`}
      disabled={saving}
      onClick={toggle}
    >
      <span className={styles.switchLabel}>{t('sports.betModal')}</span>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchKnob} />
      </span>
      <span className={styles.switchState}>{on ? t('sports.on') : t('sports.off')}</span>
    </button>
  );
}
