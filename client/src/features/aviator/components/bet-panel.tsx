/**
 * One of the two bet panels (spec 002 §2, §4, §5): Bet and Auto tabs, the stake with -/+ and the
 * presets, the BET / CANCEL / Cashout button, the panel's message and its last result. Everything
 * it does goes through the panel machine (logic/panel.ts) via dispatchPanel.
 */
import { AVIATOR_STAKE_PRESETS } from '@esk/contracts/catalog/aviator';
import { type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { BettingLockNotice, useBettingClosed } from '@/components/bet-slip/betting-lock-notice';
import { useT } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import { onFrame } from '../live/flight';
import { dispatchPanel } from '../live/panel-controller';
import { buttonView, type PanelEvent, type PanelState, type PanelTab } from '../logic/panel';
import { amountOf } from '../logic/stake';
import { type PanelIndex, usePanelsStore } from '../stores/panels-store';
import { AutoOptions } from './auto-options';
import styles from './bet-panel.module.css';
import tabs from './pill-tabs.module.css';

const TABS: readonly PanelTab[] = ['bet', 'auto'];

export function BetPanel({ index }: { index: PanelIndex }) {
  const t = useT();
  const state = usePanelsStore((s) => s.panels[index]);
  const dispatch = (event: PanelEvent) => dispatchPanel(index, event);
  const id = useId();
  const n = index + 1;
  const view = buttonView(state);
  const locked = state.phase !== 'idle';
  // Betting closed on this device (the daily loss limit): an idle panel places nothing and says why;
  // a bet already in play can still be cancelled or cashed out.
  const closed = useBettingClosed() && !locked;
  const press = () => {
    if (!closed) dispatch({ type: 'press' });
  };
  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`} data-testid={`aviator-panel-${n}`}>
      <h2 id={`${id}-title`} className="visually-hidden">
        {t('aviator.panel')} {n}
      </h2>
      <PanelTabs id={id} n={n} tab={state.tab} dispatch={dispatch} />
      <div id={`${id}-tabpanel`} role="tabpanel" aria-labelledby={`${id}-tab-${state.tab}`}>
        <div className={styles.controls}>
          <div className={styles.stakeBox}>
            <div className={styles.stakeRow}>
              <button
                type="button"
                className={styles.round}
                aria-label={t('aviator.stakeDown')}
                disabled={locked}
                onClick={() => dispatch({ type: 'stepStake', direction: -1 })}
              >
                −
              </button>
              <input
                className={styles.stakeInput}
                inputMode="decimal"
                autoComplete="off"
                aria-label={`${t('aviator.stake')} ${n}`}
                value={state.stake}
                disabled={locked}
                onChange={(event) => dispatch({ type: 'setStake', text: event.target.value })}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') press();
                }}
              />
              <button
                type="button"
                className={styles.round}
                aria-label={t('aviator.stakeUp')}
                disabled={locked}
                onClick={() => dispatch({ type: 'stepStake', direction: 1 })}
              >
                +
              </button>
            </div>
            <fieldset className={styles.presets} aria-label={t('aviator.presets')}>
              {AVIATOR_STAKE_PRESETS.map((amount) => (
                <button
                  key={amount}
                  type="button"
                  className={styles.preset}
                  disabled={locked}
                  onClick={() => dispatch({ type: 'preset', amount })}
                >
                  {amount}
                </button>
              ))}
            </fieldset>
          </div>
          <button
            type="button"
            className={`${styles.main} ${styles[view.tone]}`}
            // Busy, not disabled: a disabled button would drop the keyboard focus mid-round.
            aria-disabled={view.busy || closed}
            aria-busy={view.busy}
            onClick={press}
            data-testid={`aviator-bet-button-${n}`}
          >
            <span className={styles.mainLabel}>{view.label}</span>
            {view.tone === 'cashout' && state.bet ? (
              <CashoutAmount amount={state.bet.amount} />
            ) : (
              <span className={styles.mainSub}>
                {formatMoney(state.bet?.amount ?? amountOf(state.stake))}
              </span>
            )}
            {view.waiting && <span className={styles.waiting}>{t('aviator.waitingNextRound')}</span>}
          </button>
        </div>
        {state.tab === 'auto' && <AutoOptions state={state} dispatch={dispatch} panel={n} />}
      </div>
      {closed && <BettingLockNotice />}
      <PanelStatus state={state} />
    </section>
  );
}

/** The Bet / Auto tabs of a panel (arrow keys move between them). */
function PanelTabs(props: { id: string; n: number; tab: PanelTab; dispatch: (event: PanelEvent) => void }) {
  const { id, n, tab: current, dispatch } = props;
  const t = useT();
  const tabLabel = (tab: PanelTab) => (tab === 'bet' ? t('aviator.tabBet') : t('aviator.tabAuto'));
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const next = current === 'bet' ? 'auto' : 'bet';
    dispatch({ type: 'setTab', tab: next });
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div
      className={`${tabs.list} ${styles.tabs}`}
      role="tablist"
      aria-label={`${t('aviator.panel')} ${n}`}
      onKeyDown={onTabKey}
    >
      {TABS.map((tab) => (
        <button
          key={tab}
          id={`${id}-tab-${tab}`}
          type="button"
          role="tab"
          className={tabs.tab}
          aria-selected={current === tab}
          aria-controls={`${id}-tabpanel`}
          tabIndex={current === tab ? 0 : -1}
          onClick={() => dispatch({ type: 'setTab', tab })}
        >
          {tabLabel(tab)}
        </button>
      ))}
    </div>
  );
}

/** What a cash-out pays now (stake × the multiplier on screen), written every frame without re-rendering. */
function CashoutAmount({ amount }: { amount: number }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(
    () =>
      onFrame((frame) => {
        if (ref.current) ref.current.textContent = formatMoney(amount * frame.multiplier);
      }),
    [amount],
  );
  return <span ref={ref} className={styles.mainSub} />;
}

/** The panel's message (spec texts) or its last result. */
function PanelStatus({ state }: { state: PanelState }) {
  const t = useT();
  const { message, outcome } = state;
  let result = '';
  if (outcome?.kind === 'won') {
    result = `${t('aviator.cashedOut')} ${outcome.multiplier.toFixed(2)}x · ${t('aviator.win')} ${formatMoney(outcome.win)} (+${formatMoney(outcome.profit)})`;
  } else if (outcome?.kind === 'lost') result = `${t('aviator.lost')} ${formatMoney(outcome.amount)}`;
  // One line, always there (no layout shift): the last result, else the panel's message.
  const tone = outcome
    ? outcome.kind === 'won'
      ? styles.outcomeWon
      : styles.outcomeLost
    : message
      ? styles[message.tone]
      : '';
  return (
    <p className={`${styles.status} ${tone}`} role="status" data-testid="aviator-panel-status">
      {result || message?.text || ''}
    </p>
  );
}
