import { MatchList } from '@/features/sports/components/match-list/match-list';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/** /main/matches (MATCHES): the cricket match list. */
export function MatchesRoute() {
  return (
    <div className={styles.stack}>
      <MatchList />
      <BackToMenu />
    </div>
  );
}
