import type { ReactNode } from 'react';
import styles from './error-page.module.css';

interface ErrorPageProps {
  code: string;
  message: string;
  /** Buttons or links under the message. */
  children?: ReactNode;
}

/** The body of the 404 and 500 pages (spec 000 §8 texts are passed in). */
export function ErrorPage({ code, message, children }: ErrorPageProps) {
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <p className={styles.code} aria-hidden="true">
          {code.slice(0, 1)}
          <span>{code.slice(1, 2)}</span>
          {code.slice(2)}
        </p>
        <h1 className={styles.message}>{message}</h1>
        {children}
      </div>
    </main>
  );
}
