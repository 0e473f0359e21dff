import { LiveResultView } from '../live-result-view';
import { teenTwoPlayerResult } from '../live-results';
import type { ResultLayoutProps } from './result-layout';

/** Teen Patti two players (teen20, Teen). */
export function TeenTwoPlayerLayout({ result }: ResultLayoutProps) {
  return <LiveResultView view={teenTwoPlayerResult(result)} />;
}
