import { stakeLimits } from '@esk/contracts/catalog/sports';
import type { MaxMinCoins } from '@esk/contracts/http/sports-schemas';
import { useEffect, useId, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { usePreferencesStore } from '@/stores/preferences-store';
import { displayRate } from '../../rules/rate';
import { useBetSlipStore } from '../../stores/bet-slip-store';
import styles from './bet-slip.module.css';
import { BET_TYPE_LABEL, isBackSide } from './slip-labels';

interface BetSlipProps {
  maxMinCoins: MaxMinCoins;
  /** Done: places (or asks first) when the amount is above 0. */
  onDone: () => void;
}

/** The open slip: amount, chips, Clear, Close, Done and the 10-second countdown. */
export function BetSlip({ maxMinCoins, onDone }: BetSlipProps) {
  const t = useT();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const selection = useBetSlipStore((s) => s.selection);
  const amount = useBetSlipStore((s) => s.amount);
  const countdown = useBetSlipStore((s) => s.countdown);
  const processing = useBetSlipStore((s) => s.phase === 'processing');
  const submissionKey = useBetSlipStore((s) => s.submissionKey);
  const dispatch = useBetSlipStore((s) => s.dispatch);
  const chips = usePreferencesStore((s) => s.betChips);

  // Each new slip takes focus (and scrolls into view under its row on phones).
  useEffect(() => {
    if (!submissionKey) return;
    inputRef.current?.focus({ preventScroll: true });
    rootRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [submissionKey]);

  if (!selection) return null;
  const limits = stakeLimits(maxMinCoins, selection.market);
  const back = isBackSide(selection.type);
  return (
    <section
      ref={rootRef}
      className={`${styles.slip} ${back ? styles.backSlip : styles.laySlip}`}
      aria-label={t('sports.betSlip')}
    >
      <div className={styles.top}>
        <span className={styles.side}>{t(BET_TYPE_LABEL[selection.type])}</span>
        <span className={styles.label}>{selection.label}</span>
        <span className={`${styles.countdown} num`} role="timer" aria-label={t('sports.secondsLeft')}>
          {countdown}
        </span>
      </div>
      <div className={styles.fields}>
        <div className={styles.readout}>
          <span className={styles.caption}>{t('sports.rate')}</span>
          <span className={`${styles.readoutValue} num`}>
            {selection.market === 'fancy' ? `${selection.run}/` : ''}
            {displayRate(selection.odds)}
          </span>
        </div>
        <label className={styles.amountField} htmlFor={inputId}>
          <span className={styles.caption}>{t('sports.amount')}</span>
          <input
            id={inputId}
            ref={inputRef}
            className={`${styles.amount} num`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={amount}
            disabled={processing}
            onChange={(event) => dispatch({ type: 'amount', value: event.target.value })}
            onKeyDown={(event) => event.key === 'Enter' && onDone()}
          />
        </label>
      </div>
      <div className={styles.chips}>
        {Object.entries(chips).map(([label, value]) => (
          <button
            key={label}
            type="button"
            className={`${styles.chip} num`}
            disabled={processing}
            onClick={() => dispatch({ type: 'chip', amount: value })}
          >
            {label}
          </button>
        ))}
      </div>
      <p className={`${styles.limits} num`}>
        {t('sports.min')}: {limits.min} | {t('sports.max')}: {limits.max}
      </p>
      <div className={styles.actions}>
        <Button
          variant="outline"
          size="small"
          disabled={processing}
          onClick={() => dispatch({ type: 'clear' })}
        >
          {t('sports.clear')}
        </Button>
        <Button
          variant="danger"
          size="small"
          disabled={processing}
          onClick={() => dispatch({ type: 'close' })}
        >
          {t('sports.close')}
        </Button>
        <Button size="small" disabled={processing} onClick={onDone}>
          {processing ? t('sports.placing') : t('sports.done')}
        </Button>
      </div>
    </section>
  );
}
