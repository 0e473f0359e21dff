import type { MatkaGameType } from '@esk/contracts/catalog/matka';
import { GridGamePage } from './grid-game-page';
import { MarketLoader } from './market-loader';
import { OddEvenPage } from './odd-even-page';

/** /main/matka-{game}/{matkaEventId}: one page component driven by the game type. */
export function GamePage({ gameType, matkaEventId }: { gameType: MatkaGameType; matkaEventId: string }) {
  return (
    <MarketLoader matkaEventId={matkaEventId}>
      {(market) =>
        gameType === 'ODD_EVEN' ? (
          <OddEvenPage market={market} />
        ) : (
          <GridGamePage key={gameType} market={market} gameType={gameType} />
        )
      }
    </MarketLoader>
  );
}
