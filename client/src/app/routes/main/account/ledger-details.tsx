import { useParams } from 'react-router-dom';
import { Panel } from '@/components/ui/panel';
import { LedgerDetailsPage } from '@/features/account/components/ledger/ledger-details-page';
import { useT } from '@/i18n/i18n';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/** /main/ledger-details/:marketId? */
export function LedgerDetailsRoute() {
  const t = useT();
  const { marketId } = useParams();
  return (
    <div className={styles.stack}>
      {marketId ? (
        <LedgerDetailsPage key={marketId} marketId={marketId} />
      ) : (
        <Panel title={t('title.ledgerDetails')}>
          <p className={styles.muted}>{t('account.details.noMarket')}</p>
        </Panel>
      )}
      <BackToMenu />
    </div>
  );
}
