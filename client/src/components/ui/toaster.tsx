import { t } from '@/i18n/i18n';
import { type Toast, useNotificationsStore } from '@/stores/notifications-store';
import { Icon, type IconName } from './icon';
import styles from './toaster.module.css';

const toneIcon: Record<Toast['tone'], IconName> = { success: 'check', error: 'alert', info: 'info' };

/** Toasts at the top left (spec 000 §2). */
export function Toaster() {
  const toasts = useNotificationsStore((s) => s.toasts);
  const dismiss = useNotificationsStore((s) => s.dismiss);
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.tone] ?? ''}`}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          data-tone={toast.tone}
        >
          <Icon name={toneIcon[toast.tone]} size={20} className={styles.icon} />
          <div className={styles.text}>
            <p className={styles.title}>{toast.title}</p>
            <p className={styles.message}>{toast.message}</p>
          </div>
          {toast.ok ? (
            <button type="button" className={styles.ok} onClick={() => dismiss(toast.id)}>
              {t('slip.ok')}
            </button>
          ) : (
            <button
              type="button"
              className={styles.x}
              onClick={() => dismiss(toast.id)}
              aria-label={t('common.close')}
            >
              <Icon name="close" size={16} />
            </button>
          )}
        </div>
      ))}
    </div>
  );
}
