import { Icon } from '@/components/ui/icon';
import { Panel } from '@/components/ui/panel';
import { type MessageKey, useT } from '@/i18n/i18n';
import { BackToMenu } from './back-to-menu';
import styles from './page.module.css';

/** A page whose feature is not built yet: its name, a note and the way back. */
export function PlaceholderPage({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <div className={styles.stack}>
      <Panel title={t(title)}>
        <div className={styles.placeholder} data-testid="placeholder-page">
          <span className={styles.placeholderIcon}>
            <Icon name="settings" size={28} />
          </span>
          <h2 className={styles.placeholderTitle}>{t(title)}</h2>
          <p className={styles.muted}>{t('common.comingSoon')}</p>
        </div>
      </Panel>
      <BackToMenu />
    </div>
  );
}
