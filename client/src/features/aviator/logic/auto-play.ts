/**
 * Auto play (spec 002 §4 "Auto mode", plus stop limits as Spribe offers them). Auto Bet queues
 * the stake for the next round at the start of each waiting phase; Auto Cash Out cashes out
 * once per round. The stop limits end auto play after N rounds, or when the net result since
 * it started has lost more than X or won more than Y.
 */
import { reachesAutoCashout } from '@esk/contracts/catalog/aviator';
import { limitOf } from './stake';

export interface StopLimits {
  /** Texts as typed; empty (or 0) = no limit. */
  rounds: string;
  lossOver: string;
  winOver: string;
}

export const NO_LIMITS: StopLimits = { rounds: '', lossOver: '', winOver: '' };

/** What auto play has done since it was switched on. */
export interface AutoRun {
  rounds: number;
  /** Net coins: cash-out profits minus lost stakes. */
  net: number;
}

export type StopReason = 'rounds' | 'loss' | 'win';

/** Why auto play must stop now, or undefined to go on. */
export function stopReason(run: AutoRun, limits: StopLimits): StopReason | undefined {
  const rounds = limitOf(limits.rounds);
  const loss = limitOf(limits.lossOver);
  const win = limitOf(limits.winOver);
  if (rounds !== undefined && run.rounds >= Math.floor(rounds)) return 'rounds';
  if (loss !== undefined && -run.net > loss) return 'loss';
  if (win !== undefined && run.net > win) return 'win';
  return undefined;
}

/**
 * Whether auto cash-out fires at this multiplier: within 0.1 of the target as the spec says (a 5.5
 * target cashes from 5.40 on), checked on every frame of the stage, so the server prices it within
 * the window; still fires when a hidden tab jumped past it (reachesAutoCashout in the catalog).
 */
export const reachesTarget = reachesAutoCashout;
