import { LiveResultView } from '../live-result-view';
import { teenThreeWayResult } from '../live-results';
import type { ResultLayoutProps } from './result-layout';

/** Test Teenpatti: Tiger, Lion and Dragon (teen9). */
export function TeenThreeWayLayout({ result }: ResultLayoutProps) {
  return <LiveResultView view={teenThreeWayResult(result)} />;
}
