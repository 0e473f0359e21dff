import { BetSlipForm } from '@/components/bet-slip/bet-slip-form';
import { ResultAlert } from '@/components/bet-slip/result-alert';
import { SlipPanel } from '@/components/bet-slip/slip-panel';
import { useT } from '@/i18n/i18n';
import { CASINO_SLIP_RULES } from '../../logic/bet-slip';
import type { SideWords } from '../../logic/board-model';
import { acknowledgeAlert, useCasinoSlipStore } from '../../stores/casino-slip-store';

interface CasinoSlipProps {
  sideWords: SideWords;
  minStake: number;
  maxStake: number;
  onDone: () => void;
}

/** The open slip: the shared form with the side in words, the steppable rate and the table's limits. */
export function CasinoSlip({ sideWords, minStake, maxStake, onDone }: CasinoSlipProps) {
  const t = useT();
  const selection = useCasinoSlipStore((s) => s.selection);
  if (!selection) return null;
  return (
    <BetSlipForm
      store={useCasinoSlipStore}
      seconds={CASINO_SLIP_RULES.seconds}
      sideLabel={t(sideWords[selection.side])}
      title={selection.label}
      back={selection.side === 'back'}
      limits={`${t('casino.table.min')}: ${minStake} ${t('casino.table.max')}: ${maxStake}`}
      onDone={onDone}
    />
  );
}

/** Wide screens: the slip in the side panel, with a hint while no rate is picked. */
export function CasinoSlipPanel(props: CasinoSlipProps) {
  const t = useT();
  const open = useCasinoSlipStore((s) => s.selection !== null);
  return (
    <SlipPanel open={open} hint={t('casino.table.slipHint')}>
      <CasinoSlip {...props} />
    </SlipPanel>
  );
}

/** The alert after a placement or a refused box: success or error with the message and OK. */
export function CasinoAlert() {
  const phase = useCasinoSlipStore((s) => s.phase);
  const message = useCasinoSlipStore((s) => s.message);
  return <ResultAlert phase={phase} message={message} onAcknowledge={acknowledgeAlert} />;
}
