/** The app's Hindi texts: the shared table and every feature's (its own chunk, loaded when first needed). */
import { accountHi } from '@/features/account/i18n/hi';
import { aviatorHi } from '@/features/aviator/i18n/hi';
import { casinoHi } from '@/features/casino/i18n/hi';
import { casinoLobbyHi } from '@/features/casino/i18n/lobby-hi';
import { resultLabelsHi } from '@/features/casino/i18n/result-labels-hi';
import { matkaHi } from '@/features/matka/i18n/hi';
import { protectionHi } from '@/features/protection/i18n/hi';
import { pwaHi } from '@/features/pwa/i18n/hi';
import { sportsHi } from '@/features/sports/i18n/hi';
import { hi as sharedHi } from '@/i18n/hi';
import type { Dictionary } from '@/i18n/i18n';

export const hi: Dictionary = {
  ...sharedHi,
  ...casinoHi,
  ...casinoLobbyHi,
  ...resultLabelsHi,
  ...matkaHi,
  ...sportsHi,
  ...accountHi,
  ...aviatorHi,
  ...pwaHi,
  ...protectionHi,
};
