/**
 * The game chat (spec 002 §2). designed: the spec's client shows hard-coded lines; ours shows what
 * the server's chat carries (in the mock, the simulated players, seeded). Read-only.
 */
import { istClockTime } from '@esk/contracts/dates';
import { getAviatorBoard } from '@esk/contracts/http/aviator';
import { useEffect, useId, useRef } from 'react';
import { useT } from '@/i18n/i18n';
import { useCallAvailable } from '@/lib/api/availability';
import { useAviatorStore } from '../stores/aviator-store';
import styles from './side.module.css';

export function ChatBox() {
  const t = useT();
  const id = useId();
  const chat = useAviatorStore((s) => s.chat);
  // The chat comes with the designed board: a server without it (the real API) has no chat.
  const available = useCallAvailable(getAviatorBoard);
  const listRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const list = listRef.current;
    // Follow the newest line unless the reader scrolled up.
    if (list && chat.length > 0 && list.scrollHeight - list.scrollTop - list.clientHeight < 80) {
      list.scrollTop = list.scrollHeight;
    }
  }, [chat]);
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`} data-testid="aviator-chat">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('aviator.chat')}
      </h2>
      {chat.length === 0 ? (
        <p className={`${styles.empty} ${styles.emptyChat}`}>
          {available ? t('aviator.chatEmpty') : t('aviator.chatUnavailable')}
        </p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <ol ref={listRef} className={styles.chat} tabIndex={0} aria-labelledby={`${id}-title`}>
          {chat.map((line) => (
            <li key={line.id} className={styles.line}>
              <span className={styles.who}>{line.player}</span>
              <span>{line.text}</span>
              <time className={styles.when} dateTime={new Date(line.at).toISOString()}>
                {istClockTime(line.at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
