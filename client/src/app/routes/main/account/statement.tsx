import { useParams } from 'react-router';
import { StatementPage } from '@/features/account/components/statement/statement-page';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/**
 * /main/statement/:userId? (000 §2: "Route parameter userId"): the statement of that userId, as
 * the spec's page asks it; without one, the signed-in user's. The server answers only the
 * signed-in user's own (another id: its refusal shows in place).
 */
export function StatementRoute() {
  const { userId } = useParams();
  return (
    <div className={styles.stack}>
      <StatementPage userId={userId} />
      <BackToMenu />
    </div>
  );
}
