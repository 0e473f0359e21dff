import { formatMatkaAmount, MATKA_SLIP_COUNTDOWN_SECONDS } from '@esk/contracts/catalog/matka';
import { matkaDisplayRate } from '@esk/contracts/catalog/matka-gating';
import type { MatkaMarket } from '@esk/contracts/http/matka';
import { BetSlipForm } from '@/components/bet-slip/bet-slip-form';
import { useT } from '@/i18n/i18n';
import { useGlobalOffset } from '../../hooks/use-display-rate';
import { usePlaceMatkaBet } from '../../hooks/use-place-matka-bet';
import { useMatkaSlipStore } from '../../stores/matka-slip-store';
import { betTypeText, gameTypeText } from '../bets/bet-columns';

/**
 * The open matka slip (spec 002 §2): the picked number with its game and market type in words,
 * the fixed rate, the stake (reset to '0', chips), Min/Max, and the 7-second countdown.
 */
export function MatkaSlip({ market }: { market: MatkaMarket }) {
  const t = useT();
  const offset = useGlobalOffset();
  const selection = useMatkaSlipStore((s) => s.selection);
  const { submitSlip } = usePlaceMatkaBet();
  if (!selection) return null;
  const limits =
    market.minStake !== undefined && market.maxStake !== undefined
      ? `${t('matka.min')}: ${formatMatkaAmount(market.minStake)} | ${t('matka.max')}: ${formatMatkaAmount(market.maxStake)}`
      : undefined;
  return (
    <BetSlipForm
      store={useMatkaSlipStore}
      seconds={MATKA_SLIP_COUNTDOWN_SECONDS}
      sideLabel={betTypeText(t, selection.betType)}
      title={`${gameTypeText(t, selection.gameType)} ${selection.betNumber}`}
      back
      rateText={formatMatkaAmount(matkaDisplayRate(selection.gameType, offset))}
      limits={limits}
      onDone={submitSlip}
    />
  );
}
