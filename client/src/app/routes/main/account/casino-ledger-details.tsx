import { istDay } from '@esk/contracts/dates';
import { useParams } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { DiamondReportPage } from '@/features/account/components/casino-report/diamond-report-page';
import { InternationalReportPage } from '@/features/account/components/casino-report/international-report-page';
import { DIAMOND_CASINO, INTERNATIONAL_CASINO } from '@/features/account/rules/ledger';
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
  return (
    <div className={styles.stack}>
      {eventId ? (
        <DiamondReportPage eventId={eventId} ledgerType={ledgerType} day={day} />
      ) : (
        <MissingEntry title="account.casino.diamondTitle" />
      )}
      <BackToMenu />
    </div>
  );
}

/**
 * /main/international-ledger-casino-details/:eventId?/:ledgerType?/:date?: 'International
 * Casino Bets'. The ledger links it with the entry's marketId in the first segment.
 */
export function InternationalLedgerCasinoDetailsRoute() {
  const { eventId, ledgerType, day } = useReportParams(INTERNATIONAL_CASINO);
  return (
    <div className={styles.stack}>
      {eventId ? (
        <InternationalReportPage eventId={eventId} ledgerType={ledgerType} day={day} />
      ) : (
        <MissingEntry title="account.casino.internationalTitle" />
      )}
      <BackToMenu />
    </div>
  );
}
