/**
 * The kinds of past activity, in the order they start: HISTORY_ACTIVITIES's (funds first:
 * it may top the player up, which sets the stakes of everything after). Adding a kind is
 * one module here and its name in format/history.ts; the record makes the two agree.
 */
import { HISTORY_ACTIVITIES, type HistoryActivity } from '../../format/history';
import type { PastActivity } from '../world';
import { aviatorActivity } from './aviator';
import { casinoActivity } from './casino';
import { fundsActivity } from './funds';
import { matkaActivity } from './matka';
import { sportsActivity } from './sports';

const BY_NAME: Record<HistoryActivity, PastActivity> = {
  funds: fundsActivity,
  sports: sportsActivity,
  casino: casinoActivity,
  matka: matkaActivity,
  aviator: aviatorActivity,
};

export const PAST_ACTIVITIES: readonly PastActivity[] = HISTORY_ACTIVITIES.map((name) => BY_NAME[name]);
