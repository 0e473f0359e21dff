import { useState } from 'react';
import { Icon } from '@/components/ui/icon';
import { getConfig } from '@/config/env';
import { useT } from '@/i18n/i18n';
import { frameSandbox } from '@/lib/frame-sandbox';
import banner from '../../assets/free-game-banner.svg';
import styles from './free-game.module.css';

/**
 * Free Games (/main/freegame): a banner that opens and closes an embedded game frame. The
 * frame's address is the runtime config `freeGameUrl` (a local placeholder page by default).
 */
export function FreeGamePage() {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.page}>
      <button
        type="button"
        className={styles.banner}
        aria-expanded={open}
        aria-controls="free-game-frame"
        onClick={() => setOpen((value) => !value)}
      >
        <img src={banner} alt="" className={styles.art} />
        <span className={styles.caption}>
          <span className={styles.title}>{t('account.freeGame.banner')}</span>
          <span className={styles.hint}>{t('account.freeGame.hint')}</span>
        </span>
        <span className={styles.toggle} aria-hidden="true">
          <Icon name={open ? 'close' : 'play'} size={22} />
        </span>
      </button>
      {open && (
        <iframe
          id="free-game-frame"
          className={styles.frame}
          src={getConfig().freeGameUrl}
          title={t('account.freeGame.frameTitle')}
          allow="fullscreen; autoplay"
          sandbox={frameSandbox(getConfig().freeGameUrl)}
        />
      )}
    </div>
  );
}
