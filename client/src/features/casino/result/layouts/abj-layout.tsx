import { LiveResultView } from '../live-result-view';
import { andarBaharResult } from '../live-results';
import type { ResultLayoutProps } from './result-layout';

/** Andar Bahar: the joker, Andar's and Bahar's cards (abj). */
export function AndarBaharLayout({ result }: ResultLayoutProps) {
  return <LiveResultView view={andarBaharResult(result)} />;
}
