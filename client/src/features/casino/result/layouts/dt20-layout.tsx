import { LiveResultView } from '../live-result-view';
import { dragonTigerResult } from '../live-results';
import type { ResultLayoutProps } from './result-layout';

/** Dragon Tiger: Dragon's and Tiger's cards (dt20, dt202). */
export function DragonTigerLayout({ result }: ResultLayoutProps) {
  return <LiveResultView view={dragonTigerResult(result)} />;
}
