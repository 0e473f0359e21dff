import { istDay } from '@esk/contracts/dates';
import { type CasinoBet, casinoResultSchema } from '@esk/contracts/http/casino-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { DiamondReportPage } from '@/features/account/components/casino-report/diamond-report-page';
import { InternationalReportPage } from '@/features/account/components/casino-report/international-report-page';
import { DIAMOND_CASINO, INTERNATIONAL_CASINO } from '@/features/account/logic/ledger';
import { getRoundResultQueryOptions } from '@/features/casino/api/get-round-result';
import { RoundResultPopup } from '@/features/casino/result/round-result-popup';
import { type MessageKey, useT } from '@/i18n/i18n';
import { dayOfDateParam } from '@/lib/date-presets';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/** The ledger entry a casino report route names: its id, type and day (+05:30; today if missing). */
function useReportParams(defaultType: string) {
  const { eventId, ledgerType, date } = useParams();
  return {
    eventId,
    ledgerType: ledgerType || defaultType,
    day: dayOfDateParam(date) ?? istDay(Date.now()),
  };
}

/**
 * The round result popup a report row opens (001 §2.15). A Diamond bet carries its round's
 * result (resultDetails): it is shown at once instead of asked again.
 */
function useRoundPopup() {
  const queryClient = useQueryClient();
  const [roundId, setRoundId] = useState<string | null>(null);
  const open = useCallback(
    (id: string, detail?: CasinoBet['resultDetails']) => {
      const known = casinoResultSchema.safeParse(detail);
      if (known.success) queryClient.setQueryData(getRoundResultQueryOptions(id).queryKey, known.data);
      setRoundId(id);
    },
    [queryClient],
  );
  const popup = roundId ? <RoundResultPopup roundId={roundId} onClose={() => setRoundId(null)} /> : null;
  return { open, popup };
}

function MissingEntry({ title }: { title: MessageKey }) {
  const t = useT();
  return (
    <Panel title={t(title)}>
      <p className={styles.muted}>{t('account.casino.noEntry')}</p>
    </Panel>
  );
}

/** /main/ledger-casino-details/:eventId?/:ledgerType?/:date?: 'Diamond Casino Bets'. */
export function LedgerCasinoDetailsRoute() {
  const { eventId, ledgerType, day } = useReportParams(DIAMOND_CASINO);
  const round = useRoundPopup();
  const openBet = useCallback(
    (bet: CasinoBet) => bet.roundId && round.open(bet.roundId, bet.resultDetails),
    [round.open],
  );
  return (
    <div className={styles.stack}>
      {eventId ? (
        <DiamondReportPage eventId={eventId} ledgerType={ledgerType} day={day} onOpenRound={openBet} />
      ) : (
        <MissingEntry title="account.casino.diamondTitle" />
      )}
      <BackToMenu />
      {round.popup}
    </div>
  );
}

/**
 * /main/international-ledger-casino-details/:eventId?/:ledgerType?/:date?: 'International
 * Casino Bets'. The ledger links it with the entry's marketId in the first segment (000 §2);
 * 001 §2.15 names it eventId: either is passed on as the report's eventId.
 */
export function InternationalLedgerCasinoDetailsRoute() {
  const { eventId, ledgerType, day } = useReportParams(INTERNATIONAL_CASINO);
  const round = useRoundPopup();
  const openRound = useCallback((roundId: string) => round.open(roundId), [round.open]);
  return (
    <div className={styles.stack}>
      {eventId ? (
        <InternationalReportPage
          eventId={eventId}
          ledgerType={ledgerType}
          day={day}
          onOpenRound={openRound}
        />
      ) : (
        <MissingEntry title="account.casino.internationalTitle" />
      )}
      <BackToMenu />
      {round.popup}
    </div>
  );
}
