import { SeatsResult } from './parts/seats-result';
import type { ResultLayoutProps } from './result-layout';

/** Casino War (gtype War): players 1-6 and the dealer, one card each; every player who beat the dealer ticked. */
export function WarLayout({ result }: ResultLayoutProps) {
  return <SeatsResult result={result} size="sm" />;
}
