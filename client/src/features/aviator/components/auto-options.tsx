/** The Auto tab's options: Auto Bet, Auto Cash Out at a target, and the stop limits of auto play. */

import { useT } from '@/i18n/i18n';
import { formatMoney } from '@/lib/format';
import type { StopLimits } from '../logic/auto-play';
import type { PanelEvent, PanelState } from '../logic/panel';
import styles from './bet-panel.module.css';

interface AutoOptionsProps {
  state: PanelState;
  dispatch: (event: PanelEvent) => void;
  panel: number;
}

export function AutoOptions({ state, dispatch, panel }: AutoOptionsProps) {
  const t = useT();
  const limit = (key: keyof StopLimits, label: string) => (
    <label className={styles.field}>
      {label}
      <input
        className={styles.smallInput}
        inputMode={key === 'rounds' ? 'numeric' : 'decimal'}
        autoComplete="off"
        value={state.limits[key]}
        onChange={(event) => dispatch({ type: 'setLimit', key, text: event.target.value })}
      />
    </label>
  );
  const switches = [
    { key: 'bet', label: t('aviator.autoBet'), on: state.autoBet, event: 'setAutoBet' },
    { key: 'cashout', label: t('aviator.autoCashOut'), on: state.autoCashOut, event: 'setAutoCashOut' },
  ] as const;
  return (
    <div className={styles.auto}>
      <div className={styles.autoRow}>
        {switches.map(({ key, label, on, event }) => (
          <label key={key} className={styles.switch}>
            <input
              type="checkbox"
              role="switch"
              aria-checked={on}
              checked={on}
              onChange={(e) => dispatch({ type: event, on: e.target.checked })}
            />
            {label}
          </label>
        ))}
        <label className={styles.field}>
          {t('aviator.target')}
          <input
            className={styles.smallInput}
            inputMode="decimal"
            autoComplete="off"
            aria-label={`${t('aviator.target')} ${panel}`}
            value={state.target}
            onChange={(event) => dispatch({ type: 'setTarget', text: event.target.value })}
          />
        </label>
      </div>
      <fieldset className={styles.limits}>
        <legend>{t('aviator.stopLimits')}</legend>
        {limit('rounds', t('aviator.stopRounds'))}
        {limit('lossOver', t('aviator.stopLoss'))}
        {limit('winOver', t('aviator.stopWin'))}
      </fieldset>
      {state.autoRun && (
        <p className={`${styles.status} ${styles.info}`}>
          {t('aviator.autoRun')}: {state.autoRun.rounds} {t('aviator.rounds')} · {t('aviator.net')}{' '}
          {state.autoRun.net >= 0 ? '+' : '−'}
          {formatMoney(Math.abs(state.autoRun.net))}
        </p>
      )}
    </div>
  );
}
