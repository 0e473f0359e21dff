/**
 * The simulated provider's rules by gtype (the games are listed in contracts/src/catalog/int-casino.ts,
 * each naming its gtype). README.md lists the rules decided here.
 */
import { ab20 } from './ab20';
import { baccarat, baccarat2 } from './baccarat';
import { btable } from './btable';
import { cmatch20 } from './cmatch20';
import { cmeter } from './cmeter';
import { crash } from './crash';
import { dt6 } from './dt6';
import { dusKaDum } from './dus-ka-dum';
import { lucky7eu } from './lucky7eu';
import { ludo } from './ludo';
import { poker, poker20 } from './poker';
import { queen } from './queen';
import { race20 } from './race20';
import { roulette } from './roulette';
import { teen8 } from './teen8';
import type { ProviderRules } from './types';
import { war } from './war';
import { worli } from './worli';

export type { ProviderMarket, ProviderRules } from './types';

const ALL: readonly ProviderRules[] = [
  baccarat,
  baccarat2,
  poker,
  poker20,
  war,
  race20,
  cmeter,
  queen,
  btable,
  teen8,
  lucky7eu,
  dt6,
  worli,
  cmatch20,
  ab20,
  roulette,
  dusKaDum,
  crash,
  ludo,
];

export const providerRules: Readonly<Record<string, ProviderRules>> = Object.fromEntries(
  ALL.map((rules) => [rules.gtype, rules]),
);

export const rulesFor = (gtype: string): ProviderRules | undefined => providerRules[gtype];

/** The result detail's cards of a draw ('' for games that deal no cards). */
export const detailCards = (rules: ProviderRules, draw: readonly string[]): string =>
  rules.dealsCards ? (rules.cardsOf?.(draw) ?? [...draw]).join(',') : '';
