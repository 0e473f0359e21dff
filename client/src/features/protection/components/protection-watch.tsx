import { useEffect } from 'react';
import { logout } from '@/lib/logout';
import { useBettingLockStore } from '@/stores/betting-lock-store';
import { useClock } from '../clock';
import { useProtectionStatus } from '../hooks/use-protection-status';
import { realityCheckDue } from '../logic/reality-check';
import { useProtectionStore } from '../protection-store';
import { RealityCheck } from './reality-check';

/**
 * The shell's player protection: starts the session's clock, closes betting once the day's net
 * loss reaches the limit (the shared betting lock every slip reads) and shows the reality check
 * when it is due. Checked every 5 s; the header's clock ticks on its own.
 */
export function ProtectionWatch() {
  const clock = useClock();
  const status = useProtectionStatus(5_000);
  const { userId, now, session, startedAt } = status;
  const startSession = useProtectionStore((s) => s.startSession);
  const acknowledge = useProtectionStore((s) => s.acknowledge);
  const setLock = useBettingLockStore((s) => s.setLock);

  useEffect(() => {
    if (userId) startSession(userId, clock.now());
  }, [userId, startSession, clock]);

  const { reached, loss } = status;
  const limit = status.lossLimit.amount;
  useEffect(() => {
    setLock(reached && limit !== null ? { reason: 'lossLimit', limit, loss } : null);
  }, [reached, limit, loss, setLock]);
  useEffect(() => () => setLock(null), [setLock]);

  const mine = session?.userId === userId;
  if (!mine || !realityCheckDue(startedAt, status.settings.realityCheck, session.acknowledgedAt, now)) {
    return null;
  }
  return (
    <RealityCheck
      startedAt={startedAt}
      now={now}
      net={status.known ? status.sessionNet : undefined}
      onContinue={() => acknowledge(clock.now())}
      onLogout={logout}
    />
  );
}
