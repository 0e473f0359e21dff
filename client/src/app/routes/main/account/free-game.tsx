import { FreeGamePage } from '@/features/account/components/free-game/free-game-page';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/** /main/freegame: Free Games. */
export function FreeGameRoute() {
  return (
    <div className={styles.stack}>
      <FreeGamePage />
      <BackToMenu />
    </div>
  );
}
