import { isExchangeOddsType } from '@esk/contracts/catalog/sports';
import type { MessageKey } from '@/i18n/i18n';
import type { SlipBetType } from '../../logic/bet-slip';

/** L = LAGAI, K = KHAI, Y = YES, N = NO. */
export const BET_TYPE_LABEL: Record<SlipBetType, MessageKey> = {
  L: 'sports.lagai',
  K: 'sports.khai',
  Y: 'sports.yes',
  N: 'sports.no',
};

/** The side in words: BACK / LAY on the exchange markets, LAGAI / KHAI / YES / NO elsewhere. */
export function sideLabelKey(market: string | undefined, type: SlipBetType): MessageKey {
  if (isExchangeOddsType(market ?? '')) return type === 'K' ? 'sports.lay' : 'sports.back';
  return BET_TYPE_LABEL[type];
}

/** Back-coloured sides (LAGAI, BACK, YES) vs lay-coloured (KHAI, LAY, NO). */
export const isBackSide = (type: SlipBetType): boolean => type === 'L' || type === 'Y';
