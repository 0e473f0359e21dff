import { SingleCardResult } from './parts/single-card-result';
import type { ResultLayoutProps } from './result-layout';

/** Lucky 7 - B (gtype lucky7eu): the card, then Winner, Odd/Even, Color, Card, Line. */
export function Lucky7euLayout({ result }: ResultLayoutProps) {
  return <SingleCardResult result={result} />;
}
