/**
 * The bet slip of every area as one pure reducer (spec 000 §4, 001 §4, 002 §2): a rate or
 * number click opens it with a countdown; at 0 it clears. Close (and, where the area says
 * so, Clear) closes it. Done places only an amount above 0 (through a confirm step when
 * asked), otherwise it ends the countdown. Placement goes idle -> processing -> success |
 * error; OK on the result alert clears the status. What differs per area is data: `SlipRules`.
 */

/** What differs between the sports, casino and matka slips. */
export interface SlipRules {
  /** Countdown of a freshly opened slip: 10 s sports, 7 s casino and matka. */
  seconds: number;
  /** The amount field's text when the slip opens: '' (sports) or '0' (casino, matka). */
  emptyAmount: string;
  /** The field's next text from what was typed and what it held (see stake-rules.ts). */
  sanitize: (typed: string, previous: string) => string;
  /** Casino: Clear closes the slip (001 §4); sports and matka: Clear empties the amount. */
  clearCloses: boolean;
  /** When set, the slip's rate steps up and down by this much (casino: 0.01). */
  rateStep?: number;
  /**
   * Typing an amount or picking a chip restarts the countdown (WCAG 2.2.1, timing adjustable):
   * someone still entering a stake, slowly or by keyboard, is not timed out mid-way.
   */
  restartOnInput?: boolean;
}

export type SlipPhase = 'idle' | 'confirm' | 'processing' | 'success' | 'error';

export interface SlipState<S> {
  /** What was clicked (area-specific); null while the slip is closed. */
  selection: S | null;
  /** The amount field's text. */
  amount: string;
  /** The rate the slip sends, when the area lets the user step it; else null. */
  rate: number | null;
  countdown: number;
  phase: SlipPhase;
  /** The result alert's text (success or error). */
  message: string;
  /** Idempotency-Key of this slip's submission: a retried Done never places twice. */
  submissionKey: string;
}

export type SlipAction<S> =
  | { type: 'open'; selection: S; submissionKey: string; rate?: number }
  | { type: 'tick' }
  | { type: 'amount'; value: string }
  | { type: 'chip'; amount: number }
  | { type: 'stepRate'; direction: 1 | -1 }
  | { type: 'clear' }
  | { type: 'close' }
  | { type: 'done'; confirm: boolean }
  | { type: 'confirm' }
  | { type: 'cancelConfirm' }
  | { type: 'placed'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'acknowledge' };

export const initialSlipState = <S>(): SlipState<S> => ({
  selection: null,
  amount: '',
  rate: null,
  countdown: 0,
  phase: 'idle',
  message: '',
  submissionKey: '',
});

/** The amount a field holds (0 when empty or not a number). */
export const stakeAmount = (value: string): number => {
  const amount = Number(value);
  return value.trim() === '' || !Number.isFinite(amount) ? 0 : amount;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

export function createSlipReducer<S>(rules: SlipRules) {
  /** The slip closed: no selection, countdown and amount reset. */
  const closed = (state: SlipState<S>): SlipState<S> => ({
    ...state,
    selection: null,
    amount: rules.emptyAmount,
    rate: null,
    countdown: 0,
    phase: state.phase === 'confirm' ? 'idle' : state.phase,
  });

  const inputCountdown = (state: SlipState<S>) => (rules.restartOnInput ? rules.seconds : state.countdown);

  return function slipReducer(state: SlipState<S>, action: SlipAction<S>): SlipState<S> {
    // While a bet is on its way nothing but its outcome changes the slip (a second Done is ignored).
    if (state.phase === 'processing' && action.type !== 'placed' && action.type !== 'failed') return state;
    switch (action.type) {
      case 'open':
        return {
          ...state,
          selection: action.selection,
          amount: rules.emptyAmount,
          rate: rules.rateStep !== undefined && action.rate !== undefined ? action.rate : null,
          countdown: rules.seconds,
          phase: 'idle',
          message: '',
          submissionKey: action.submissionKey,
        };
      case 'tick':
        if (!state.selection) return state;
        return state.countdown <= 1 ? closed(state) : { ...state, countdown: state.countdown - 1 };
      case 'amount':
        return state.selection
          ? { ...state, amount: rules.sanitize(action.value, state.amount), countdown: inputCountdown(state) }
          : state;
      case 'chip':
        return state.selection
          ? { ...state, amount: String(action.amount), countdown: inputCountdown(state) }
          : state;
      case 'stepRate': {
        if (!state.selection || state.rate === null || rules.rateStep === undefined) return state;
        const next = round2(state.rate + action.direction * rules.rateStep);
        return next > 0 ? { ...state, rate: next } : state;
      }
      case 'clear':
        return rules.clearCloses ? closed(state) : { ...state, amount: rules.emptyAmount };
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
  };
}
