import { MarketLoader } from '../game/market-loader';
import { HarupPage } from './harup-page';

/** /main/satta-matka(s)/{marketEvent}: the Harup page of that market. */
export function HarupRoutePage({ marketEvent }: { marketEvent: string }) {
  return <MarketLoader matkaEventId={marketEvent}>{(market) => <HarupPage market={market} />}</MarketLoader>;
}
