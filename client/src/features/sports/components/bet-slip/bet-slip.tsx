import { BET_SLIP_SECONDS, stakeLimits } from '@esk/contracts/catalog/sports';
import type { MaxMinCoins } from '@esk/contracts/http/sports-schemas';
import { BetSlipForm } from '@/components/bet-slip/bet-slip-form';
import { useT } from '@/i18n/i18n';
import { displayOddsRate } from '../../logic/rate';
import { useBetSlipStore } from '../../stores/bet-slip-store';
import { isBackSide, sideLabelKey } from './slip-labels';

interface BetSlipProps {
  maxMinCoins: MaxMinCoins;
  /** Done: places (or asks first) when the amount is above 0. */
  onDone: () => void;
}

/** The match page's open slip: the shared slip with the market's rate and Min/Max. */
export function BetSlip({ maxMinCoins, onDone }: BetSlipProps) {
  const t = useT();
  const selection = useBetSlipStore((s) => s.selection);
  if (!selection) return null;
  const limits = stakeLimits(maxMinCoins, selection.market);
  return (
    <BetSlipForm
      store={useBetSlipStore}
      seconds={BET_SLIP_SECONDS}
      sideLabel={t(sideLabelKey(selection.market, selection.type))}
      title={selection.label}
      back={isBackSide(selection.type)}
      rateText={`${selection.market === 'fancy' ? `${selection.run}/` : ''}${displayOddsRate(selection.market, selection.odds)}`}
      limits={`${t('sports.min')}: ${limits.min} | ${t('sports.max')}: ${limits.max}`}
      onDone={onDone}
    />
  );
}
