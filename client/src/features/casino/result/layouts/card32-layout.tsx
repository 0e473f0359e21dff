import { LiveResultView } from '../live-result-view';
import { card32Result } from '../live-results';
import type { ResultLayoutProps } from './result-layout';

/** 32 Cards: Players 8-11 with their cards and scores; the EU table's side results (card32, card32eu). */
export function Card32Layout({ result }: ResultLayoutProps) {
  return <LiveResultView view={card32Result(result)} />;
}
