/**
 * The bets list (spec 002 §2) with real bets: All Bets (this round, every player, live), Previous
 * (the last finished round) and Top (the biggest cash-out multipliers of the recent rounds), and
 * the live-bettor count. designed: the spec's client shows demo figures here; ours come from the
 * server (the mock simulates the other players from the scenario seed).
 */
import { multiplierColour } from '@esk/contracts/catalog/aviator';
import type { AviatorRoundBet } from '@esk/contracts/socket/aviator';
import { memo, useId, useState } from 'react';
import { type MessageKey, useT } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import { useAviatorStore } from '../stores/aviator-store';
import tabs from './pill-tabs.module.css';
import styles from './side.module.css';

type ListTab = 'all' | 'previous' | 'top';
const TABS: readonly { tab: ListTab; label: MessageKey }[] = [
  { tab: 'all', label: 'aviator.allBets' },
  { tab: 'previous', label: 'aviator.previous' },
  { tab: 'top', label: 'aviator.top' },
];

export function BetsList() {
  const t = useT();
  const id = useId();
  const [tab, setTab] = useState<ListTab>('all');
  const current = useAviatorStore((s) => s.roundBets);
  const previous = useAviatorStore((s) => s.previous);
  const top = useAviatorStore((s) => s.top);
  const own = useAviatorStore((s) => s.ownBets);
  const round = tab === 'all' ? current : tab === 'previous' ? previous : null;
  const rows: readonly AviatorRoundBet[] = tab === 'top' ? top : (round?.bets ?? []);
  const empty = tab === 'previous' ? t('aviator.noPrevious') : t('aviator.noBets');

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
        {round && (
          <p className={styles.summary}>
            <span data-testid="aviator-live-bettors">
              <strong>{round.liveBettors}</strong> {t('aviator.liveBettors')}
            </span>
            <span>
              {t('aviator.totalWin')} <strong>{formatMoney(round.totalWin)}</strong>
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
                  <BetRow key={bet.id} bet={bet} mine={own.has(bet.id)} you={t('aviator.you')} />
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
