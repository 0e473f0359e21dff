import { SingleCardResult } from './parts/single-card-result';
import type { ResultLayoutProps } from './result-layout';

/** Cricket Match 20-20 (gtype cmatch20): the last ball's card and its Run. */
export function Cmatch20Layout({ result }: ResultLayoutProps) {
  return <SingleCardResult result={result} />;
}
