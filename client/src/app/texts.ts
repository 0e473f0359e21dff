/**
 * The app's texts: the shared dictionary (i18n/) and every feature's, merged here, the one layer
 * that may import them all (shared code and features never import each other's texts). The
 * declaration below adds the features' keys to `Messages`, so `t('aviator.history')` is checked
 * wherever it is written. English ships with the app; the Hindi tables load with app/texts-hi.ts.
 */
import { accountEn } from '@/features/account/i18n/en';
import { aviatorEn } from '@/features/aviator/i18n/en';
import { casinoEn } from '@/features/casino/i18n/en';
import { casinoLobbyEn } from '@/features/casino/i18n/lobby-en';
import { resultLabelsEn } from '@/features/casino/i18n/result-labels';
import { matkaEn } from '@/features/matka/i18n/en';
import { protectionEn } from '@/features/protection/i18n/en';
import { pwaEn } from '@/features/pwa/i18n/en';
import { sportsEn } from '@/features/sports/i18n/en';
import { en as sharedEn } from '@/i18n/en';
import type { AppTexts } from '@/i18n/i18n';

/** Each area's English dictionary (a key belongs to one of them: app/texts.test.ts). */
export const englishDictionaries = {
  shared: sharedEn,
  casino: casinoEn,
  casinoLobby: casinoLobbyEn,
  casinoResults: resultLabelsEn,
  matka: matkaEn,
  sports: sportsEn,
  account: accountEn,
  aviator: aviatorEn,
  pwa: pwaEn,
  protection: protectionEn,
};

export const en = {
  ...sharedEn,
  ...casinoEn,
  ...casinoLobbyEn,
  ...resultLabelsEn,
  ...matkaEn,
  ...sportsEn,
  ...accountEn,
  ...aviatorEn,
  ...pwaEn,
  ...protectionEn,
};

type AppMessages = Record<keyof typeof en, string>;

declare module '@/i18n/i18n' {
  interface Messages extends AppMessages {}
}

export const appTexts: AppTexts = {
  en,
  load: { hi: () => import('./texts-hi').then((m) => m.hi) },
};
