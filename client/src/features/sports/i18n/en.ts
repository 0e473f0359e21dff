/** English texts the sports area added with match odds, tied match and deleted/void bets (issue 13). */
export const sportsEn = {
  'sports.matchOdds': 'Match Odds',
  'sports.tiedMatch': 'Tied Match',
  'sports.back': 'BACK',
  'sports.lay': 'LAY',
  'sports.available': 'available',
  'sports.closed': 'CLOSED',
  'sports.marketLabel.bookmaker': 'Bookmaker',
  'sports.marketLabel.toss': 'Toss',
  'sports.marketLabel.matchOdds': 'Match Odds',
  'sports.marketLabel.tiedMatch': 'Tied Match',
  'sports.marketLabel.fancy': 'Fancy',
  'sports.bestPrice': 'best price',
  'sports.depth': 'Other prices',
};
