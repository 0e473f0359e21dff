/**
 * Where the reader stands now: the settings, the session's start, the day's and the session's
 * net results from the statement, the limit in force and whether it is reached. Read by the
 * watch (which closes betting) and the settings panel. The statement is read again when the
 * balance changes (a bet, a settlement) and every minute.
 */
import { istDay } from '@esk/contracts/dates';
import { useEffect } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { useWalletStore } from '@/stores/wallet-store';
import { useProfitLossRows } from '../api/get-profit-loss-rows';
import { useNow } from '../clock';
import { effectiveSetting, limitReached, lossOf } from '../logic/loss-limit';
import { netOfDay, netSince } from '../logic/net-result';
import { protectionOf, useProtectionStore } from '../protection-store';

/** After a balance change the statement is read this much later (a settlement writes several rows). */
const AFTER_BALANCE_MS = 1_500;

export function useProtectionStatus(everyMs = 1_000) {
  const now = useNow(everyMs);
  const userId = useSessionStore((s) => s.session?.user.userId ?? '');
  const settings = useProtectionStore((s) => protectionOf(s.byUser, userId));
  const session = useProtectionStore((s) => s.session);
  const startedAt = session?.userId === userId ? session.startedAt : now;
  const rows = useProfitLossRows({ userId, fromDate: istDay(Math.min(startedAt, now)), toDate: istDay(now) });

  const coins = useWalletStore((s) => s.coins);
  const { refetch } = rows;
  useEffect(() => {
    if (coins === 0) return;
    const timer = setTimeout(() => void refetch(), AFTER_BALANCE_MS);
    return () => clearTimeout(timer);
  }, [coins, refetch]);

  const known = rows.data !== undefined;
  const dayNet = rows.data ? netOfDay(rows.data, now) : 0;
  const sessionNet = rows.data ? netSince(rows.data, startedAt) : 0;
  const lossLimit = effectiveSetting(settings.lossLimit, now);
  return {
    now,
    userId,
    settings,
    session,
    startedAt,
    known,
    dayNet,
    loss: lossOf(dayNet),
    sessionNet,
    lossLimit,
    reached: known && limitReached(lossLimit.amount, dayNet),
  };
}
