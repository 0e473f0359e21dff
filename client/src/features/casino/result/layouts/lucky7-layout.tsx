import { LiveResultView } from '../live-result-view';
import { lucky7Result } from '../live-results';
import type { ResultLayoutProps } from './result-layout';

/** Lucky 7: the card and LOW / Tie / HIGH (lucky7). */
export function Lucky7Layout({ result }: ResultLayoutProps) {
  return <LiveResultView view={lucky7Result(result)} />;
}
