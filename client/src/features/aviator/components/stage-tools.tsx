/** Over the stage: the sound toggle (kept under `soundOn`), the provably-fair button, the round's hash and the connection note. */
import { lazy, Suspense, useState } from 'react';
import { useT } from '@/i18n/i18n';
import { usePreferencesStore } from '@/stores/preferences-store';
import { useAviatorStore } from '../stores/aviator-store';
import styles from './aviator.module.css';

const FairnessDialog = lazy(() => import('./fairness-dialog'));

export function SoundToggle() {
  const t = useT();
  const soundOn = usePreferencesStore((s) => s.soundOn);
  const setSoundOn = usePreferencesStore((s) => s.setSoundOn);
  return (
    <button
      type="button"
      className={styles.toolButton}
      aria-pressed={soundOn}
      onClick={() => setSoundOn(!soundOn)}
      data-testid="aviator-sound"
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
        <path d="M4 9h4l5-4v14l-5-4H4z" />
        {soundOn ? (
          <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
        ) : (
          <path d="m16 9 5 6M21 9l-5 6" />
        )}
      </svg>
      {t('aviator.sound')}
    </button>
  );
}

/** The provably-fair check; only on a server that publishes the seeds (designed: the real API does not). */
export function FairnessButton({ socketUrl }: { socketUrl: string | undefined }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const fair = useAviatorStore((s) => s.provablyFair);
  if (!fair) return null;
  return (
    <>
      <button
        type="button"
        className={styles.toolButton}
        onClick={() => setOpen(true)}
        disabled={socketUrl === undefined}
        aria-haspopup="dialog"
      >
        <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <path d="M12 3 5 6v6c0 4.2 3 7.6 7 9 4-1.4 7-4.8 7-9V6z" />
          <path d="m9 12 2 2 4-4" />
        </svg>
        {t('aviator.fairness')}
      </button>
      {open && socketUrl !== undefined && (
        <Suspense fallback={null}>
          <FairnessDialog socketUrl={socketUrl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The round's published hash (before bets) or revealed seed (after the crash), under the stage. */
export function HashLine() {
  const t = useT();
  const hash = useAviatorStore((s) => s.live?.serverSeedHash);
  const seed = useAviatorStore((s) => s.live?.serverSeed);
  // Always there (empty before the first round) so the page does not shift when it fills in.
  let text = '';
  if (seed) text = `${t('aviator.fair.seed')}: ${seed}`;
  else if (hash) text = `${t('aviator.fair.hash')}: ${hash}`;
  return (
    <p className={styles.hashLine} data-testid="aviator-hash">
      {text}
    </p>
  );
}

export function ConnectionBanner() {
  const t = useT();
  const lost = useAviatorStore((s) => s.connection === 'lost');
  if (!lost) return null;
  return (
    <p className={styles.banner} role="alert">
      {t('aviator.connectionLost')}
    </p>
  );
}
