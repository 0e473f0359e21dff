import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import type { SlipStore } from '@/lib/bet-slip/create-slip-store';
import type { SlipAction } from '@/lib/bet-slip/slip-reducer';
import { setFocusSuccessor } from '@/lib/focus-return';
import styles from './bet-slip.module.css';
import { BettingLockNotice, useBettingClosed } from './betting-lock-notice';
import { ChipRow } from './chip-row';
import { SlipCountdown } from './slip-countdown';

export interface BetSlipFormProps<S> {
  store: SlipStore<S>;
  /** Countdown of a fresh slip (announced once at the start). */
  seconds: number;
  /** The side in words (LAGAI, KHAI, YES, NO, Back, Lay...): colour is never the only cue. */
  sideLabel: string;
  /** What was picked: team, session, market or number. */
  title: string;
  /** Back (blue) or lay (pink) colouring. */
  back: boolean;
  /** A fixed rate to show ('45/0.95'); a stepped rate comes from the store instead. */
  rateText?: string;
  /** A line under the chips (Min / Max). */
  limits?: ReactNode;
  /** Extra rows above the amount (matka: market type). */
  children?: ReactNode;
  onDone: () => void;
}

/**
 * Each new slip takes focus (and scrolls into view under its row on phones); when it closes,
 * focus goes back to the rate that opened it if focus was left in the slip, and a dialog opened
 * from the slip (confirm, result) hands focus back to that rate too.
 */
function useSlipFocus(submissionKey: string | null, open: boolean) {
  const inputRef = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!submissionKey || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    inputRef.current?.focus({ preventScroll: true });
    inputRef.current?.select();
    rootRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    const root = rootRef.current;
    if (root && opener) setFocusSuccessor(root, opener);
    return () => {
      const lost =
        document.activeElement === document.body || rootRef.current?.contains(document.activeElement);
      if (lost && opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [submissionKey, open]);
  return { inputRef, rootRef };
}

/**
 * The open slip every area shows: what was picked, the rate (steppable when the store holds
 * one), the amount with the chips, Clear, Close, Done and the countdown. It takes focus when
 * it opens and gives it back to what opened it when it closes; Enter is Done, Escape is Close.
 */
export function BetSlipForm<S>(props: BetSlipFormProps<S>) {
  const { store, seconds, sideLabel, title, back, rateText, limits, children, onDone } = props;
  const t = useT();
  const inputId = useId();
  const open = store((s) => s.selection !== null);
  const amount = store((s) => s.amount);
  const rate = store((s) => s.rate);
  const countdown = store((s) => s.countdown);
  const processing = store((s) => s.phase === 'processing');
  const submissionKey = store((s) => s.submissionKey);
  const dispatch = store((s) => s.dispatch);
  const closed = useBettingClosed();
  const { inputRef, rootRef } = useSlipFocus(submissionKey, open);

  if (!open) return null;
  if (closed && !processing)
    return <ClosedSlip store={store} sideLabel={sideLabel} title={title} back={back} />;
  return (
    <section
      ref={rootRef}
      className={`${styles.slip} ${back ? styles.backSlip : styles.laySlip}`}
      aria-label={t('slip.title')}
      data-testid="bet-slip"
      onKeyDown={(event) => event.key === 'Escape' && dispatch({ type: 'close' })}
    >
      <div className={styles.top}>
        <span className={styles.side}>{sideLabel}</span>
        <span className={styles.label}>{title}</span>
        <SlipCountdown seconds={countdown} total={seconds} />
      </div>
      {children}
      <div className={styles.fields}>
        <RateReadout rate={rate} rateText={rateText} processing={processing} dispatch={dispatch} />
        <label className={styles.amountField} htmlFor={inputId}>
          <span className={styles.caption}>{t('slip.amount')}</span>
          <input
            id={inputId}
            ref={inputRef}
            className={`${styles.amount} num`}
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            value={amount}
            readOnly={processing}
            aria-busy={processing}
            onChange={(event) => dispatch({ type: 'amount', value: event.target.value })}
            onKeyDown={(event) => event.key === 'Enter' && !processing && onDone()}
          />
        </label>
      </div>
      <ChipRow disabled={processing} onChip={(value) => dispatch({ type: 'chip', amount: value })} />
      {limits && <p className={`${styles.limits} num`}>{limits}</p>}
      <SlipActions processing={processing} dispatch={dispatch} onDone={onDone} />
    </section>
  );
}

/** The slip actions the rate and the buttons send (none of them carries a selection). */
type Dispatch = (action: Extract<SlipAction<never>, { type: 'stepRate' | 'clear' | 'close' }>) => void;

/** The rate: a stepper (casino: ±0.01) when the store holds one, else the fixed rate text, else nothing. */
function RateReadout(props: {
  rate: number | null;
  rateText: string | undefined;
  processing: boolean;
  dispatch: Dispatch;
}) {
  const { rate, rateText, processing, dispatch } = props;
  const t = useT();
  if (rate === null && rateText === undefined) return null;
  return (
    <div className={styles.readout}>
      <span className={styles.caption}>{t('slip.rate')}</span>
      {rate !== null ? (
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.step}
            aria-label={t('slip.rateDown')}
            disabled={processing}
            onClick={() => dispatch({ type: 'stepRate', direction: -1 })}
          >
            −
          </button>
          <output className={`${styles.readoutValue} num`} aria-live="off" data-testid="slip-rate">
            {rate.toFixed(2)}
          </output>
          <button
            type="button"
            className={styles.step}
            aria-label={t('slip.rateUp')}
            disabled={processing}
            onClick={() => dispatch({ type: 'stepRate', direction: 1 })}
          >
            +
          </button>
        </div>
      ) : (
        <span className={`${styles.readoutValue} num`} data-testid="slip-rate">
          {rateText}
        </span>
      )}
    </div>
  );
}

/** Clear, Close and Done (Placing… while the bet is sent). */
function SlipActions(props: { processing: boolean; dispatch: Dispatch; onDone: () => void }) {
  const { processing, dispatch, onDone } = props;
  const t = useT();
  return (
    <div className={styles.actions}>
      <Button
        variant="outline"
        size="small"
        disabled={processing}
        onClick={() => dispatch({ type: 'clear' })}
      >
        {t('slip.clear')}
      </Button>
      <Button variant="danger" size="small" disabled={processing} onClick={() => dispatch({ type: 'close' })}>
        {t('slip.close')}
      </Button>
      {/* aria-disabled, not disabled: a focused control that gets disabled drops focus to <body>,
          and the result dialog could then not hand it back to the rate that opened the slip. */}
      <Button size="small" aria-disabled={processing} onClick={processing ? undefined : onDone}>
        {processing ? t('slip.placing') : t('slip.done')}
      </Button>
    </div>
  );
}

/**
 * The slip while betting is closed on this device (the daily loss limit): what was picked and
 * why it takes no bet, with Close (focused; Escape closes too). A bet already on its way
 * finishes in the normal slip.
 */
function ClosedSlip<S>({
  store,
  sideLabel,
  title,
  back,
}: Pick<BetSlipFormProps<S>, 'store' | 'sideLabel' | 'title' | 'back'>) {
  const t = useT();
  const dispatch = store((s) => s.dispatch);
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus({ preventScroll: true });
    return () => {
      if (document.activeElement === document.body && opener?.isConnected)
        opener.focus({ preventScroll: true });
    };
  }, []);
  return (
    <section
      className={`${styles.slip} ${back ? styles.backSlip : styles.laySlip}`}
      aria-label={t('slip.title')}
      data-testid="bet-slip"
      onKeyDown={(event) => event.key === 'Escape' && dispatch({ type: 'close' })}
    >
      <div className={styles.top}>
        <span className={styles.side}>{sideLabel}</span>
        <span className={styles.label}>{title}</span>
      </div>
      <BettingLockNotice />
      <div className={styles.actions}>
        <button
          ref={closeRef}
          type="button"
          className={buttonClass({ variant: 'danger', size: 'small' })}
          onClick={() => dispatch({ type: 'close' })}
        >
          {t('slip.close')}
        </button>
      </div>
    </section>
  );
}
