import { SingleCardResult } from './parts/single-card-result';
import type { ResultLayoutProps } from './result-layout';

/** Bollywood Casino (gtype btable): the card, then Winner, Odd/Even, Dulha Dulhan/Barati, Color, Card. */
export function BtableLayout({ result }: ResultLayoutProps) {
  return <SingleCardResult result={result} />;
}
