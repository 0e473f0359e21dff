import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import { moneyCallsInFlight, subscribeMoneyCalls } from '@/lib/api/money-calls';
import { usePwaStore } from '../pwa-store';
import styles from './pwa.module.css';

/**
 * 'Update available' when a new version of the app waits: Reload takes it, Later hides the
 * prompt until the next start. Never a reload in the middle of a bet: a Reload pressed while a
 * bet (any money call) is on its way waits for its answer, and says so.
 */
export function UpdatePrompt() {
  const t = useT();
  const titleId = useId();
  const applyUpdate = usePwaStore((s) => s.applyUpdate);
  const dismiss = usePwaStore((s) => s.dismiss);
  const busy = useSyncExternalStore(subscribeMoneyCalls, moneyCallsInFlight) > 0;
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    if (accepted && !busy) void applyUpdate();
  }, [accepted, busy, applyUpdate]);

  const waiting = accepted && busy;
  return (
    <section className={styles.update} aria-labelledby={titleId}>
      <Icon name="refresh" size={20} className={styles.updateIcon} />
      <div className={styles.updateText}>
        <h2 id={titleId} className={styles.updateTitle}>
          {t('pwa.update.title')}
        </h2>
        <p className={styles.updateMessage} role="status">
          {waiting ? t('pwa.update.waiting') : t('pwa.update.text')}
        </p>
      </div>
      <div className={styles.updateActions}>
        <button
          type="button"
          className={buttonClass({ variant: 'outline', size: 'small' })}
          onClick={dismiss}
        >
          {t('pwa.update.later')}
        </button>
        <button
          type="button"
          className={buttonClass({ size: 'small' })}
          aria-disabled={accepted}
          onClick={accepted ? undefined : () => setAccepted(true)}
        >
          {t('pwa.update.reload')}
        </button>
      </div>
    </section>
  );
}
