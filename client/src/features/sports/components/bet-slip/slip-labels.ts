import type { MessageKey } from '@/i18n/i18n';
import type { SlipBetType } from '../../rules/bet-slip';

/** L = LAGAI, K = KHAI, Y = YES, N = NO. */
export const BET_TYPE_LABEL: Record<SlipBetType, MessageKey> = {
  L: 'sports.lagai',
  K: 'sports.khai',
  Y: 'sports.yes',
  N: 'sports.no',
};

/** Back-coloured sides (LAGAI, YES) vs lay-coloured (KHAI, NO). */
export const isBackSide = (type: SlipBetType): boolean => type === 'L' || type === 'Y';
