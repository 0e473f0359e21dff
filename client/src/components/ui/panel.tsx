import type { ReactNode } from 'react';
import styles from './panel.module.css';

interface PanelProps {
  title?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  /** No padding around the body (tables). */
  flush?: boolean;
  id?: string;
}

/** The card every page section sits in: navy title strip, white body. */
export function Panel({ title, actions, children, flush = false, id }: PanelProps) {
  return (
    <section className={styles.panel} id={id}>
      {(title || actions) && (
        <header className={styles.head}>
          {title && <h2 className={styles.title}>{title}</h2>}
          {actions}
        </header>
      )}
      <div className={flush ? styles.flush : styles.body}>{children}</div>
    </section>
  );
}
