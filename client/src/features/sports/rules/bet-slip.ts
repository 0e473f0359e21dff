/**
 * The bet slip as a pure reducer (spec 000 §4): a rate click opens it with a 10-second
 * countdown; at 0 it clears and the amount resets. Close sets countdown and amount to 0.
 * Done places only an amount above 0 (through the confirm modal when that preference is
 * on), otherwise it ends the countdown. Placement goes idle -> processing -> success | error;
 * OK on the result popup clears the status.
 */
import { BET_SLIP_SECONDS } from '@esk/contracts/catalog/sports';
import { sanitizeStake, stakeAmount } from './stake-input';

export type SlipMarket = 'bookmaker' | 'toss' | 'fancy';
export type SlipBetType = 'L' | 'K' | 'Y' | 'N';

/** What was clicked: a side of one bookmaker/toss runner or one session. */
export interface SlipSelection {
  market: SlipMarket;
  /** team_data selectionid, or the session_id of a session. */
  selectionId: string;
  /** Team or session name. */
  label: string;
  type: SlipBetType;
  /** The rate as a fraction (0.95). */
  odds: number;
  /** The session's run line; 0 on odds markets. */
  run: number;
}

export type SlipPhase = 'idle' | 'confirm' | 'processing' | 'success' | 'error';

export interface SlipState {
  selection: SlipSelection | null;
  /** The amount field's text ('' allowed). */
  amount: string;
  countdown: number;
  phase: SlipPhase;
  /** The result popup's text (success or error). */
  message: string;
  /** Idempotency-Key of this slip's submission: a retried Done never places twice. */
  submissionKey: string;
}

export type SlipAction =
  | { type: 'open'; selection: SlipSelection; submissionKey: string }
  | { type: 'tick' }
  | { type: 'amount'; value: string }
  | { type: 'chip'; amount: number }
  | { type: 'clear' }
  | { type: 'close' }
  | { type: 'done'; confirm: boolean }
  | { type: 'confirm' }
  | { type: 'cancelConfirm' }
  | { type: 'placed'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'acknowledge' };

export const initialSlip: SlipState = {
  selection: null,
  amount: '',
  countdown: 0,
  phase: 'idle',
  message: '',
  submissionKey: '',
};

/** The slip closed: no selection, countdown and amount at 0. */
const closed = (state: SlipState): SlipState => ({
  ...state,
  selection: null,
  amount: '',
  countdown: 0,
  phase: state.phase === 'confirm' ? 'idle' : state.phase,
});

export function slipReducer(state: SlipState, action: SlipAction): SlipState {
  // While a bet is on its way nothing but its outcome changes the slip (a second Done is ignored).
  if (state.phase === 'processing' && action.type !== 'placed' && action.type !== 'failed') return state;
  switch (action.type) {
    case 'open':
      return {
        ...state,
        selection: action.selection,
        amount: '',
        countdown: BET_SLIP_SECONDS,
        phase: 'idle',
        message: '',
        submissionKey: action.submissionKey,
      };
    case 'tick':
      if (!state.selection) return state;
      return state.countdown <= 1 ? closed(state) : { ...state, countdown: state.countdown - 1 };
    case 'amount':
      return state.selection ? { ...state, amount: sanitizeStake(action.value, state.amount) } : state;
    case 'chip':
      return state.selection ? { ...state, amount: String(action.amount) } : state;
    case 'clear':
      return { ...state, amount: '' };
    case 'close':
      return closed(state);
    case 'done':
      if (!state.selection || state.phase !== 'idle') return state;
      if (!(stakeAmount(state.amount) > 0)) return closed(state);
      return { ...state, phase: action.confirm ? 'confirm' : 'processing' };
    case 'confirm':
      return state.phase === 'confirm' && state.selection ? { ...state, phase: 'processing' } : state;
    case 'cancelConfirm':
      return state.phase === 'confirm' ? { ...state, phase: 'idle' } : state;
    case 'placed':
      return { ...closed(state), phase: 'success', message: action.message };
    case 'failed':
      return { ...closed(state), phase: 'error', message: action.message };
    case 'acknowledge':
      return { ...state, phase: 'idle', message: '' };
  }
}
