/**
 * The bets list (spec 002 §2, §7): All Bets, Previous and Top, and the live-bettor count. All Bets
 * is the spec's casino/diamondBetsList {eventId: 303031} (the player's open bets), enriched with
 * every player's bets of the round when the server has the designed board (getAviatorBoard and
 * roundBets; the mock simulates the other players from the scenario seed). Previous and Top need
 * the board: without it (the real API) they say so. The count is the board's, else the spec's
 * climbing figure (rules/bets-list.ts).
 */
import { multiplierColour } from '@esk/contracts/catalog/aviator';
import { getAviatorBoard } from '@esk/contracts/http/aviator';
import type { AviatorRoundBet } from '@esk/contracts/socket/aviator';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { type MessageKey, useT } from '@/i18n/i18n';
import { useCallAvailable } from '@/lib/api/availability';
import { formatMoney } from '@/lib/format';
import { useSessionStore } from '@/stores/session-store';
import { useAviatorBets } from '../api/get-aviator-bets';
import { allBetsRows, fakeBettorCount } from '../logic/bets-list';
import { useAviatorStore } from '../stores/aviator-store';
import tabs from './pill-tabs.module.css';
import styles from './side.module.css';

type ListTab = 'all' | 'previous' | 'top';
const TABS: readonly { tab: ListTab; label: MessageKey }[] = [
  { tab: 'all', label: 'aviator.allBets' },
  { tab: 'previous', label: 'aviator.previous' },
  { tab: 'top', label: 'aviator.top' },
];

/** Seconds the page has watched this round take bets and fly (the spec's figure climbs with them). */
function useRoundSeconds(roundId: string | undefined, climbing: boolean): number {
  const [seconds, setSeconds] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new round starts the count again
  useEffect(() => setSeconds(0), [roundId]);
  useEffect(() => {
    if (!climbing) return;
    const timer = window.setInterval(() => setSeconds((value) => value + 1), 1000);
    return () => window.clearInterval(timer);
  }, [climbing]);
  return seconds;
}

export function BetsList() {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<ListTab>('all');
  const current = useAviatorStore((s) => s.roundBets);
  const previous = useAviatorStore((s) => s.previous);
  const top = useAviatorStore((s) => s.top);
  const own = useAviatorStore((s) => s.ownBets);
  const roundId = useAviatorStore((s) => s.live?.roundId);
  const climbing = useAviatorStore((s) => s.live?.gameStatus === 'open' || s.live?.gameStatus === 'running');
  const username = useSessionStore((s) => s.session?.user.username) ?? '';
  const boardAvailable = useCallAvailable(getAviatorBoard);
  const ownBets = useAviatorBets(true).data;
  const seconds = useRoundSeconds(roundId, climbing);

  const allRows = useMemo(
    () => allBetsRows(current, ownBets ?? [], roundId, username),
    [current, ownBets, roundId, username],
  );
  const listedOwn = useMemo(
    () => new Set((ownBets ?? []).flatMap((bet) => (bet._id ? [bet._id] : []))),
    [ownBets],
  );
  const crowd = current !== null && current.roundId === roundId ? current : null;
  const rows: readonly AviatorRoundBet[] =
    tab === 'all' ? allRows : tab === 'previous' ? (previous?.bets ?? []) : top;
  const summary =
    tab === 'all'
      ? {
          bettors: crowd
            ? crowd.liveBettors
            : roundId
              ? fakeBettorCount(roundId, seconds, allRows.length)
              : 0,
          totalWin: crowd ? crowd.totalWin : allRows.reduce((sum, bet) => sum + (bet.win ?? 0), 0),
        }
      : tab === 'previous' && previous
        ? { bettors: previous.liveBettors, totalWin: previous.totalWin }
        : null;
  const empty =
    tab === 'all'
      ? t('aviator.noBets')
      : !boardAvailable
        ? t('aviator.boardUnavailable')
        : tab === 'previous'
          ? t('aviator.noPrevious')
          : t('aviator.noBets');

  return (
    <section className={styles.box} aria-labelledby={`${id}-title`} data-testid="aviator-bets">
      <h2 id={`${id}-title`} className={styles.title}>
        {t('aviator.betsList')}
      </h2>
      <div className={`${tabs.list} ${styles.tabs}`} role="tablist" aria-label={t('aviator.betsList')}>
        {TABS.map((entry) => (
          <button
            key={entry.tab}
            type="button"
            role="tab"
            id={`${id}-${entry.tab}`}
            className={tabs.tab}
            aria-selected={tab === entry.tab}
            aria-controls={`${id}-panel`}
            onClick={() => setTab(entry.tab)}
          >
            {t(entry.label)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-${tab}`}>
        {summary && (
          <p className={styles.summary}>
            <span data-testid="aviator-live-bettors">
              <strong>{summary.bettors}</strong> {t('aviator.liveBettors')}
            </span>
            <span>
              {t('aviator.totalWin')} <strong>{formatMoney(summary.totalWin)}</strong>
            </span>
          </p>
        )}
        {rows.length === 0 ? (
          <p className={`${styles.empty} ${styles.emptyList}`}>{empty}</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          <section className={styles.scroll} tabIndex={0} aria-labelledby={`${id}-${tab}`}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('aviator.player')}</th>
                  <th scope="col" className={styles.num}>
                    {t('aviator.bet')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('aviator.multiplier')}
                  </th>
                  <th scope="col" className={styles.num}>
                    {t('aviator.win')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((bet) => (
                  <BetRow
                    key={bet.id}
                    bet={bet}
                    mine={own.has(bet.id) || listedOwn.has(bet.id)}
                    you={t('aviator.you')}
                  />
                ))}
              </tbody>
            </table>
          </section>
        )}
      </div>
    </section>
  );
}

interface BetRowProps {
  bet: AviatorRoundBet;
  mine: boolean;
  you: string;
}

/** Every push brings new objects: a row is the same when what it shows is the same. */
const sameRow = (a: BetRowProps, b: BetRowProps) =>
  a.mine === b.mine &&
  a.you === b.you &&
  a.bet.id === b.bet.id &&
  a.bet.player === b.bet.player &&
  a.bet.amount === b.bet.amount &&
  a.bet.multiplier === b.bet.multiplier &&
  a.bet.win === b.bet.win;

/** One bet; memoised so a push re-renders only the rows whose bet changed (a cash-out). */
const BetRow = memo(function BetRow({ bet, mine, you }: BetRowProps) {
  const cashed = bet.multiplier !== undefined;
  return (
    <tr className={cashed ? styles.cashed : undefined}>
      <td>
        {bet.player}
        {mine && <span className={styles.badge}>{you}</span>}
      </td>
      <td className={styles.num}>{formatMoney(bet.amount)}</td>
      <td className={`${styles.num} ${cashed ? styles[multiplierColour(bet.multiplier ?? 1)] : ''}`}>
        {cashed ? `${bet.multiplier?.toFixed(2)}x` : '–'}
      </td>
      <td className={styles.num}>{cashed ? formatMoney(bet.win ?? 0) : '–'}</td>
    </tr>
  );
}, sameRow);
