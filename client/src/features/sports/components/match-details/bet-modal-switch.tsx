import { useT } from '@/i18n/i18n';
import { notify } from '@/stores/notifications-store';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useUpdateBetChipsModal } from '../../api/update-bet-chips-modal';
import styles from './match-details.module.css';

/** The page reloads this long after the preference changes (spec 000 §4). */
export const BET_MODAL_RELOAD_MS = 1_000;

/**
 * Bet-confirmation modal ON/OFF: saved with user/updateBetChipsModal, mirrored in the
 * preferences store; success toasts the server's message and reloads the page after 1 s;
 * a failure is only logged (spec 000 §8).
 */
export function BetModalSwitch({ onReload }: { onReload: () => void }) {
  const t = useT();
  const on = usePreferencesStore((s) => s.betModal);
  const mutation = useUpdateBetChipsModal({
    meta: { silent: true },
    onSuccess: (body) => {
      const state = body.data.betChipsModal ? t('sports.on') : t('sports.off');
      notify.success(body.message || `${t('sports.betModal')} ${state}`);
      setTimeout(onReload, BET_MODAL_RELOAD_MS);
    },
    onError: (error) => console.error('[sports] bet modal not updated', error),
  });
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      className={`${styles.switch} ${on ? styles.switchOn : ''}`}
      disabled={mutation.isPending}
      onClick={() => mutation.mutate(!on)}
    >
      <span className={styles.switchLabel}>{t('sports.betModal')}</span>
      <span className={styles.switchTrack} aria-hidden="true">
        <span className={styles.switchKnob} />
      </span>
      <span className={styles.switchState}>{on ? t('sports.on') : t('sports.off')}</span>
    </button>
  );
}
