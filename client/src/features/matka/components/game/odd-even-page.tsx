import { type MatkaMarketType, ODD_EVEN_CHOICES, type OddEvenChoice } from '@esk/contracts/catalog/matka';
import { marketTypeOptions, matkaDisplayRate } from '@esk/contracts/catalog/matka-gating';
import type { MatkaMarket } from '@esk/contracts/http/matka';
import { type ReactNode, type RefObject, useId, useMemo, useRef, useState } from 'react';
import slipStyles from '@/components/bet-slip/bet-slip.module.css';
import { BettingLockNotice, useBettingClosed } from '@/components/bet-slip/betting-lock-notice';
import { ChipRow } from '@/components/bet-slip/chip-row';
import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/i18n';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import { digitsOnlyStake } from '@/lib/bet-slip/stake-rules';
import { useGlobalOffset } from '../../hooks/use-display-rate';
import { usePlaceMatkaBet } from '../../hooks/use-place-matka-bet';
import { useTodayBets } from '../../hooks/use-today-bets';
import { tileOf } from '../../logic/grids';
import { matkaDate } from '../../logic/market-state';
import {
  type OddEvenField,
  oddEvenGateMessage,
  oddEvenMissing,
  oddEvenOutOfOrder,
} from '../../logic/pick-flow';
import { numberPositions } from '../../logic/positions';
import { matkaMessageText, matkaToast } from '../../stores/matka-toast';
import { MarketHeader } from '../market/market-header';
import styles from './game.module.css';
import { MarketLinks } from './market-links';
import { MarketTypePicker } from './market-type-picker';
import form from './odd-even.module.css';
import { OddEvenChoices } from './odd-even-choices';
import { TodayBets } from './today-bets';

/** One numbered step of the form. */
function Step({ number, children }: { number: number; children: ReactNode }) {
  return (
    <div className={form.step}>
      <span className={form.stepNumber} aria-hidden="true">
        {number}
      </span>
      <div className={form.stepBody}>{children}</div>
    </div>
  );
}

/**
 * The Odd-Even page (spec 002 §2, §4, §5): market type, then ODD or EVEN, then the amount, in
 * that order (a choice made out of order says which one is missing; Place Bet names the first
 * missing field), then the market's flags; the bet goes with gameType ODD_EVEN, the market type
 * as betType and ODD/EVEN as betNumber.
 */
/** Step 3: the amount, typed or from the chips. */
function AmountField(props: {
  inputRef: RefObject<HTMLInputElement | null>;
  value: string;
  placing: boolean;
  invalid: boolean;
  onType: (typed: string) => void;
}) {
  const { inputRef, value, placing, invalid, onType } = props;
  const t = useT();
  const amountId = useId();
  return (
    <>
      <label className={form.amountLabel} htmlFor={amountId}>
        {t('matka.oddEven.amount')}
      </label>
      <input
        id={amountId}
        ref={inputRef}
        className={`${slipStyles.amount} ${form.amount} num`}
        inputMode="numeric"
        autoComplete="off"
        placeholder="0"
        value={value}
        disabled={placing}
        aria-invalid={invalid}
        onChange={(event) => onType(event.target.value)}
      />
      <ChipRow disabled={placing} onChip={(chip) => onType(String(chip))} />
    </>
  );
}

export function OddEvenPage({ market }: { market: MatkaMarket }) {
  const t = useT();
  const offset = useGlobalOffset();
  const [marketType, setMarketType] = useState<MatkaMarketType | null>(null);
  const [choice, setChoice] = useState<OddEvenChoice | null>(null);
  const [amount, setAmount] = useState('');
  const [missing, setMissing] = useState<OddEvenField | null>(null);
  const [placing, setPlacing] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const closed = useBettingClosed();
  const { place } = usePlaceMatkaBet();
  const bets = useTodayBets(market.matkaEventId, 'ODD_EVEN');
  const positions = useMemo(
    () => numberPositions(bets.data ?? [], 'ODD_EVEN', ODD_EVEN_CHOICES),
    [bets.data],
  );
  const current = { marketType, choice, amount };

  const choose = (next: OddEvenChoice) => {
    const refused = oddEvenOutOfOrder(current, 'choice');
    if (refused) return matkaToast.error(refused);
    setChoice(next);
    setMissing(null);
  };
  const type = (typed: string) => {
    const refused = oddEvenOutOfOrder(current, 'amount');
    if (refused) return matkaToast.error(refused);
    setAmount(digitsOnlyStake(typed, amount));
    setMissing(null);
  };
  const submit = async () => {
    if (closed) return;
    const gap = oddEvenMissing(current);
    setMissing(gap?.field ?? null);
    if (gap) {
      if (gap.field === 'amount') amountRef.current?.focus();
      return;
    }
    if (!marketType || !choice) return;
    const refused = oddEvenGateMessage(market, marketType);
    if (refused) return matkaToast.error(refused);
    setPlacing(true);
    const bet = {
      matkaEventId: market.matkaEventId,
      gameType: 'ODD_EVEN' as const,
      betType: marketType,
      betNumber: choice,
    };
    const placed = await place(bet, Number(amount), newIdempotencyKey());
    setPlacing(false);
    if (placed) setAmount('');
  };
  const error = (field: OddEvenField) => {
    const gap = missing === field ? oddEvenMissing(current) : undefined;
    return gap?.field === field ? (
      <p className={form.error} role="alert" data-testid={`missing-${field}`}>
        {matkaMessageText(gap.message)}
      </p>
    ) : null;
  };

  return (
    <div className={styles.main}>
      <MarketHeader
        market={market}
        title={`${market.name}-${tileOf('ODD_EVEN').suffix}`}
        date={matkaDate(Date.now())}
        rate={matkaDisplayRate('ODD_EVEN', offset)}
      >
        <MarketLinks menu={{ name: market.name, matkaEventId: market.matkaEventId }} />
      </MarketHeader>
      <form
        className={`${styles.card} ${form.form}`}
        aria-label={t('matka.game.ODD_EVEN')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Step number={1}>
          <MarketTypePicker
            options={marketTypeOptions(market)}
            value={marketType}
            onChange={(next) => {
              setMarketType(next);
              setMissing(null);
            }}
          />
          {error('marketType')}
        </Step>
        <Step number={2}>
          <OddEvenChoices value={choice} positions={positions} onChoose={choose} />
          {error('choice')}
        </Step>
        <Step number={3}>
          <AmountField
            inputRef={amountRef}
            value={amount}
            placing={placing}
            invalid={missing === 'amount'}
            onType={type}
          />
          {error('amount')}
        </Step>
        {/* Betting closed on this device (the daily loss limit): the reason instead of Place Bet. */}
        {closed && !placing ? (
          <BettingLockNotice />
        ) : (
          <Button type="submit" block disabled={placing}>
            {placing ? t('matka.oddEven.placing') : t('matka.oddEven.place')}
          </Button>
        )}
      </form>
      <TodayBets market={market} gameType="ODD_EVEN" />
    </div>
  );
}
