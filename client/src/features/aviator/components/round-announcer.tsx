import { AVIATOR_MESSAGES } from '@esk/contracts/catalog/aviator';
import { useT } from '@/i18n/i18n';
import { useAviatorStore } from '../stores/aviator-store';

/**
 * What the canvas shows, for screen readers: one short polite announcement per round phase
 * (the canvas itself is hidden from them), never per frame.
 */
export function RoundAnnouncer() {
  const t = useT();
  const status = useAviatorStore((s) => s.live?.gameStatus);
  const crash = useAviatorStore((s) => (s.live?.crashStatus ? s.live.crashValue : undefined));
  let text = '';
  if (status === 'open') text = t('aviator.roundOpen');
  else if (status === 'running') text = t('aviator.roundRunning');
  else if (crash !== undefined)
    text = `${AVIATOR_MESSAGES.flewAway} ${t('aviator.flewAwayAt')} ${crash.toFixed(2)}x`;
  return (
    <p className="visually-hidden" aria-live="polite" data-testid="aviator-round-status">
      {text}
    </p>
  );
}
