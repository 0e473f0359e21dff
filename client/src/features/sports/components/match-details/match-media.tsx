import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Marquee } from '@/components/ui/marquee';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { frameSandbox } from '@/lib/frame-sandbox';
import { BetModalSwitch } from './bet-modal-switch';
import styles from './match-details.module.css';

interface MatchMediaProps {
  matchName: string;
  notification?: string | null | undefined;
  tvUrl?: string | null | undefined;
  scoreIframe?: string | null | undefined;
  onReload: () => void;
}

/** Banner, the TV and FS toggles with their frames, the edit-stakes link and the bet-modal switch. */
export function MatchMedia({ matchName, notification, tvUrl, scoreIframe, onReload }: MatchMediaProps) {
  const t = useT();
  const [tv, setTv] = useState(false);
  const [fullScore, setFullScore] = useState(false);
  const notice = notification?.trim();
  return (
    <div className={styles.media}>
      {notice && <Marquee text={notice} />}
      <div className={styles.toolbar}>
        <button
          type="button"
          className={`${styles.toggle} ${tv ? styles.toggleOn : ''}`}
          aria-pressed={tv}
          disabled={!tvUrl}
          onClick={() => setTv((open) => !open)}
        >
          {t('sports.tv')}
        </button>
        <button
          type="button"
          className={`${styles.toggle} ${fullScore ? styles.toggleOn : ''}`}
          aria-pressed={fullScore}
          disabled={!scoreIframe}
          onClick={() => setFullScore((open) => !open)}
        >
          {t('sports.fs')}
        </button>
        <Link to={paths.main.editStakes.href()} className={styles.stakesLink}>
          {t('sports.editStakes')}
        </Link>
        <span className={styles.toolbarSpacer} />
        <BetModalSwitch onReload={onReload} />
      </div>
      {tv && tvUrl && (
        <iframe
          className={styles.tvFrame}
          src={tvUrl}
          title={`${t('sports.tvTitle')}: ${matchName}`}
          allow="autoplay; fullscreen"
          sandbox={frameSandbox(tvUrl)}
        />
      )}
      {scoreIframe && (
        <iframe
          className={fullScore ? styles.scoreFrameLarge : styles.scoreFrame}
          src={scoreIframe}
          title={`${t('sports.scoreTitle')}: ${matchName}`}
          sandbox={frameSandbox(scoreIframe)}
        />
      )}
    </div>
  );
}
