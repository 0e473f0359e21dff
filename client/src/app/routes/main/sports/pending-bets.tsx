import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { PendingBetsTable } from '@/features/sports/components/pending-bets/pending-bets-table';
import { useT } from '@/i18n/i18n';
import styles from '../page.module.css';

/** /main/pending-bets: the undeclared bets behind the exposure; BACK TO LIST goes to the ledger. */
export function PendingBetsRoute() {
  const t = useT();
  return (
    <div className={styles.stack}>
      <PendingBetsTable />
      <div className={styles.back}>
        <Link to={paths.main.ledger.href()} className={buttonClass({ variant: 'secondary', block: true })}>
          {t('sports.backToList')}
        </Link>
      </div>
    </div>
  );
}
