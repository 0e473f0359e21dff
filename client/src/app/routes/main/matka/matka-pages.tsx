/**
 * The matka route components (spec 002 §2), in one module so the whole area loads as one
 * chunk: each reads its route parameters and renders the feature's page.
 */
import type { MatkaGameType } from '@esk/contracts/catalog/matka';
import { useParams } from 'react-router-dom';
import { BetListPage } from '@/features/matka/components/bet-list/bet-list-page';
import { GamePage } from '@/features/matka/components/game/game-page';
import { MarketLoader } from '@/features/matka/components/game/market-loader';
import { HarupRoutePage } from '@/features/matka/components/harup/harup-route-page';
import { GameMenuPage } from '@/features/matka/components/list/game-menu-page';
import { MarketListPage } from '@/features/matka/components/list/market-list-page';
import { BackToMenu } from '../back-to-menu';
import styles from '../page.module.css';

/** /main/matka-list */
export function MatkaListRoute() {
  return (
    <div className={styles.stack}>
      <MarketListPage />
      <BackToMenu />
    </div>
  );
}

/** /main/matka-bet-list */
export function MatkaBetListRoute() {
  return (
    <div className={styles.stack}>
      <BetListPage />
      <BackToMenu />
    </div>
  );
}

/** /main/matka-type/{matkaName}/{matkaEventId}: the name is for the address bar; the id loads the market. */
export function MatkaTypeRoute() {
  const { matkaEventId = '' } = useParams();
  return (
    <div className={styles.stack}>
      <MarketLoader matkaEventId={matkaEventId}>{(market) => <GameMenuPage market={market} />}</MarketLoader>
      <BackToMenu />
    </div>
  );
}

/** /main/satta-matka/{marketEvent} and /main/satta-matkas/{marketEvent} */
export function SattaMatkaRoute() {
  const { marketEvent = '' } = useParams();
  return (
    <div className={styles.stack}>
      <HarupRoutePage key={marketEvent} marketEvent={marketEvent} />
      <BackToMenu />
    </div>
  );
}

/** /main/matka-single/{matkaEventId} ... /main/matka-odd-even/{matkaEventId} */
export function MatkaGameRoute({ gameType }: { gameType: MatkaGameType }) {
  const { matkaEventId = '' } = useParams();
  return (
    <div className={styles.stack}>
      <GamePage key={`${gameType}:${matkaEventId}`} gameType={gameType} matkaEventId={matkaEventId} />
      <BackToMenu />
    </div>
  );
}
