import type { CSSProperties } from 'react';
import { Icon } from './icon';
import styles from './marquee.module.css';

/** The scrolling notice banner (header and match page). Speed scales with the text length. */
export function Marquee({ text }: { text: string }) {
  const duration = `${Math.max(12, Math.round(text.length / 6))}s`;
  return (
    <div className={styles.marquee} role="marquee" aria-label={text}>
      <Icon name="megaphone" size={16} className={styles.icon} />
      <div className={styles.track}>
        <span className={styles.text} style={{ '--duration': duration } as CSSProperties} aria-hidden="true">
          {text}
        </span>
      </div>
    </div>
  );
}
