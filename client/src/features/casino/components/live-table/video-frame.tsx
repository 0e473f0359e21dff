import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n';
import { frameSandbox } from '@/lib/frame-sandbox';
import styles from './live-table.module.css';

interface VideoFrameProps {
  name: string;
  /** videoUrl{videoUrlType}; the frame keeps its 350 px even without one. */
  url: string;
  /** Drawn over the video: the cards (top left) and the countdown (bottom right). */
  cards: ReactNode;
  countdown: ReactNode;
}

/** The live video, 350 px high (001 §2.5), with the round's cards and countdown over it. */
export function VideoFrame({ name, url, cards, countdown }: VideoFrameProps) {
  const t = useT();
  return (
    <div className={styles.video}>
      {url ? (
        <iframe
          className={styles.videoFrame}
          src={url}
          title={`${t('casino.table.video')}: ${name}`}
          allow="autoplay; fullscreen"
          sandbox={frameSandbox(url)}
        />
      ) : (
        <div className={styles.videoFrame} />
      )}
      <span className={styles.liveBadge} aria-hidden="true">
        {t('casino.table.live')}
      </span>
      <div className={styles.overlayCards}>{cards}</div>
      <div className={styles.overlayCountdown}>{countdown}</div>
    </div>
  );
}
