import { useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import styles from './pwa.module.css';
import type { Connection } from './use-connection';

/**
 * 'No connection' over the whole app while the device is offline, instead of the browser's
 * error page (the service worker serves the app itself offline): a Retry that asks the server,
 * and the app under it kept as it was (inert, its state intact) for when the network is back.
 */
export function OfflineScreen({ connection, retry }: { connection: Connection; retry: () => void }) {
  const t = useT();
  const titleId = useId();
  const textId = useId();
  const retryRef = useRef<HTMLButtonElement>(null);
  const shown = connection !== 'online';

  useLayoutEffect(() => {
    if (!shown) return;
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    retryRef.current?.focus();
    return () => app?.removeAttribute('inert');
  }, [shown]);

  if (!shown) return null;
  const checking = connection === 'checking';
  return createPortal(
    <div
      className={styles.offline}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
    >
      <div className={styles.offlineCard}>
        <span className={styles.offlineIcon}>
          <Icon name="globe" size={36} />
        </span>
        <h1 id={titleId} className={styles.offlineTitle}>
          {t('pwa.offline.title')}
        </h1>
        <p id={textId} className={styles.offlineText}>
          {t('pwa.offline.text')}
        </p>
        <button
          ref={retryRef}
          type="button"
          className={buttonClass({ block: true })}
          onClick={checking ? undefined : retry}
          aria-disabled={checking}
        >
          <Icon name="refresh" size={18} />
          {checking ? t('pwa.offline.checking') : t('pwa.offline.retry')}
        </button>
        <p className={styles.offlineStatus} role="status">
          {connection === 'still-offline' ? t('pwa.offline.still') : ''}
        </p>
      </div>
    </div>,
    document.body,
  );
}
