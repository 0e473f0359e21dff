import { accountAccountReactions } from '@/features/account/api/account-reactions';
import { casinoAccountReactions } from '@/features/casino/api/account-reactions';
import { sportsAccountReactions } from '@/features/sports/api/account-reactions';
import type { AccountReactions } from '@/lib/socket/account-events';

/** Every area's reactions to account pushes; the shell subscribes them while signed in. */
export const AREA_ACCOUNT_REACTIONS: readonly AccountReactions[] = [
  sportsAccountReactions,
  casinoAccountReactions,
  accountAccountReactions,
];
