import { Icon } from '@/components/ui/icon';
import { useT } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useNow } from '../clock';
import { sessionClock } from '../logic/reality-check';
import { useProtectionStore } from '../protection-store';
import styles from './protection.module.css';

/** The header's session clock: time since sign-in, h:mm:ss, ticking every second. */
export function SessionClock() {
  const t = useT();
  const now = useNow(1_000);
  const userId = useSessionStore((s) => s.session?.user.userId);
  const session = useProtectionStore((s) => s.session);
  if (!userId || session?.userId !== userId) return null;
  const label = t('protection.clock.label');
  return (
    <span className={styles.clock} title={label}>
      <Icon name="clock" size={15} />
      <span className="visually-hidden">{label}: </span>
      <time className="num" dateTime={`PT${Math.max(0, Math.floor((now - session.startedAt) / 1000))}S`}>
        {sessionClock(session.startedAt, now)}
      </time>
    </span>
  );
}
