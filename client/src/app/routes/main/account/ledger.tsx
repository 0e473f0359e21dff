import { LedgerPage } from '@/features/account/components/ledger/ledger-page';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/** /main/ledger: MY LEDGER. */
export function LedgerRoute() {
  return (
    <div className={styles.stack}>
      <LedgerPage />
      <BackToMenu />
    </div>
  );
}

/** /main/complete-game: the ledger's finished sports events (casino and matka lines left out). */
export function CompleteGameRoute() {
  return (
    <div className={styles.stack}>
      <LedgerPage title="account.ledger.completeGames" sportsOnly />
      <BackToMenu />
    </div>
  );
}
