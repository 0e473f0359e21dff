import { SeatsResult } from './parts/seats-result';
import type { ResultLayoutProps } from './result-layout';

/** Open Teenpatti (gtype teen8): eight players' and the dealer's three cards; each player who beat the dealer ticked. */
export function Teen8Layout({ result }: ResultLayoutProps) {
  return <SeatsResult result={result} size="sm" />;
}
