import { Link } from 'react-router-dom';
import { Icon } from '@/components/ui/icon';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { frameSandbox } from '@/lib/frame-sandbox';
import styles from './provider.module.css';

/**
 * A provider game in a sandboxed frame (lib/frame-sandbox), under a bar with its name and the way
 * back to the casino. `height`: 98% of the viewport (the embedded casino) or the rest of the screen.
 */
export function ProviderFrame({
  src,
  name,
  height,
}: {
  src: string;
  name: string;
  height: 'viewport98' | 'full';
}) {
  const t = useT();
  return (
    <div className={styles.page}>
      <div className={styles.bar}>
        <h2 className={styles.title}>{name}</h2>
        <Link to={paths.main.casino.href()} className={styles.back}>
          <Icon name="casino" size={16} />
          {t('casino.provider.toLobby')}
        </Link>
      </div>
      <iframe
        className={`${styles.frame} ${styles[height]}`}
        src={src}
        title={`${name} · ${t('casino.provider.frameTitle')}`}
        sandbox={frameSandbox(src)}
        allow="fullscreen; autoplay"
        data-testid="provider-frame"
      />
    </div>
  );
}

/** 'No game found' (001 §8) with the way back to the casino. */
export function NoGameFound() {
  const t = useT();
  return (
    <div className={styles.status} role="alert">
      <h2 className={styles.statusTitle}>{t('casino.provider.noGame')}</h2>
      <p className={styles.muted}>{t('casino.provider.noGameHint')}</p>
      <Link to={paths.main.casino.href()} className={styles.back}>
        {t('casino.provider.toLobby')}
      </Link>
    </div>
  );
}
