import { StatementPage } from '@/features/account/components/statement/statement-page';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/**
 * /main/statement/:userId?. The statement is always the signed-in user's (its userId from the
 * session); the route parameter is accepted for old links and ignored.
 */
export function StatementRoute() {
  return (
    <div className={styles.stack}>
      <StatementPage />
      <BackToMenu />
    </div>
  );
}
