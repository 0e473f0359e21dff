/** Hindi texts of the sports area's issue-13 keys; the type makes a missing key a compile error. */
import type { sportsEn } from './en';

export const sportsHi: Record<keyof typeof sportsEn, string> = {
  'sports.matchOdds': 'मैच ऑड्स',
  'sports.tiedMatch': 'टाई मैच',
  'sports.back': 'बैक',
  'sports.lay': 'ले',
  'sports.available': 'उपलब्ध',
  'sports.closed': 'बंद',
  'sports.marketLabel.bookmaker': 'बुकमेकर',
  'sports.marketLabel.toss': 'टॉस',
  'sports.marketLabel.matchOdds': 'मैच ऑड्स',
  'sports.marketLabel.tiedMatch': 'टाई मैच',
  'sports.marketLabel.fancy': 'फैंसी',
  'sports.bestPrice': 'सबसे अच्छा भाव',
  'sports.depth': 'अन्य भाव',
};
