import type { MessageKey } from '@/i18n/i18n';

const LABELS: Record<string, MessageKey> = {
  bookmaker: 'sports.marketLabel.bookmaker',
  toss: 'sports.marketLabel.toss',
  matchOdds: 'sports.marketLabel.matchOdds',
  tiedMatch: 'sports.marketLabel.tiedMatch',
  fancy: 'sports.marketLabel.fancy',
};

/** An odds bet's market in words ('Match Odds'); an oddsType we do not know is shown as sent. */
export function oddsMarketLabel(oddsType: string, t: (key: MessageKey) => string): string {
  const key = LABELS[oddsType];
  return key ? t(key) : oddsType;
}
