import { LiveResultView } from '../live-result-view';
import { aaaResult } from '../live-results';
import type { ResultLayoutProps } from './result-layout';

/** Amar Akbar Anthony: the card and A / B / C (aaa). */
export function AaaLayout({ result }: ResultLayoutProps) {
  return <LiveResultView view={aaaResult(result)} />;
}
