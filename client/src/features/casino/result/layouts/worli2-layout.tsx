import { LiveResultView } from '../live-result-view';
import { worliResult } from '../live-results';
import type { ResultLayoutProps } from './result-layout';

/** Instant Worli: three cards, the pana and the single (worli2). */
export function Worli2Layout({ result }: ResultLayoutProps) {
  return <LiveResultView view={worliResult(result)} />;
}
