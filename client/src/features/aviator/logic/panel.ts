/**
 * One bet panel as a pure state machine (spec 002 §4, §5, §8): every input (a push, a button, an
 * API answer, a frame) is an event; `step` returns the next state and the calls to make. Two
 * panels run the same machine independently.
 *
 *   idle --BET, betting open--> placing --placed--> placed (CANCEL) --take-off--> live (Cashout)
 *   idle --BET, otherwise--> queued ("Your bet will be placed in the next round.") --opens--> placing
 *   queued --CANCEL--> idle ("Advance bet canceled.")   placed --CANCEL--> cancelling --> idle
 *   live --Cashout or auto target--> cashing --> idle (multiplier and profit shown)
 *   live --crash--> idle (lost)        any failure --> idle or back, with the message
 */
import { AVIATOR_MESSAGES, type AviatorGameStatus, aviatorStakeError } from '@esk/contracts/catalog/aviator';
import {
  type AutoRun,
  NO_LIMITS,
  reachesTarget,
  type StopLimits,
  type StopReason,
  stopReason,
} from './auto-play';
import { amountOf, numericText, stepStake, targetOf } from './stake';

export type PanelPhase = 'idle' | 'queued' | 'placing' | 'placed' | 'cancelling' | 'live' | 'cashing';
export type PanelTab = 'bet' | 'auto';

export interface PanelMessage {
  tone: 'info' | 'success' | 'error';
  text: string;
}

export type PanelOutcome =
  | { kind: 'won'; multiplier: number; profit: number; win: number }
  | { kind: 'lost'; amount: number };

export interface PanelBet {
  betId: string;
  roundId: string;
  amount: number;
}

export interface PanelRound {
  roundId: string;
  status: AviatorGameStatus;
  isBetting: boolean;
}

export interface PanelState {
  tab: PanelTab;
  /** As typed (numeric text only). */
  stake: string;
  phase: PanelPhase;
  /** The bet in play (placed, live, being cancelled or cashed out). */
  bet?: PanelBet;
  /** The amount being placed (placing). */
  placing?: { roundId: string; amount: number };
  /** The round as the panel last saw it. */
  round?: PanelRound;
  autoBet: boolean;
  autoCashOut: boolean;
  /** Auto cash-out target as typed. */
  target: string;
  /** The round auto cash-out already fired in (once per round). */
  autoCashedRound?: string;
  limits: StopLimits;
  /** Since auto bet was switched on. */
  autoRun?: AutoRun;
  /** The last round's result for this panel, shown until the round closes. */
  outcome?: PanelOutcome;
  message?: PanelMessage;
}

/** The table settings a bet is checked against (casino details of event 303031). */
export interface PanelSettings {
  betStatus: boolean;
  errorMessage: string;
  minStake: number;
  maxStake: number;
  /**
   * false once the server answered that it has no avaitorCancelBet (the real API: the spec shows
   * CANCEL but names no call): CANCEL on a placed bet then explains instead of calling.
   */
  cancelAvailable?: boolean;
}

export type PanelEvent =
  | { type: 'round'; round: PanelRound }
  | { type: 'press' }
  | { type: 'placed'; betId: string; roundId: string; amount: number }
  | { type: 'placeFailed'; message: string }
  | { type: 'cashedOut'; multiplier: number; profit: number }
  | { type: 'cashOutFailed'; message: string }
  | { type: 'canceled' }
  | { type: 'cancelFailed'; message: string }
  | { type: 'frame'; roundId: string; multiplier: number }
  | { type: 'setTab'; tab: PanelTab }
  | { type: 'setStake'; text: string }
  | { type: 'stepStake'; direction: 1 | -1 }
  | { type: 'preset'; amount: number }
  | { type: 'setAutoBet'; on: boolean }
  | { type: 'setAutoCashOut'; on: boolean }
  | { type: 'setTarget'; text: string }
  | { type: 'setLimit'; key: keyof StopLimits; text: string };

export type PanelCommand =
  | { type: 'place'; roundId: string; amount: number }
  | { type: 'cashOut'; roundId: string; betId: string }
  | { type: 'cancel'; roundId: string; betId: string };

export interface PanelStep {
  state: PanelState;
  commands: PanelCommand[];
}

/** Texts of the panel that are ours (the spec's own are in contracts' AVIATOR_MESSAGES). */
export const PANEL_TEXTS = {
  betCanceled: 'Bet canceled.',
  cancelUnavailable: 'This server does not cancel a placed bet: it rides the round.',
  autoStopped: {
    rounds: 'Auto bet stopped: all rounds played.',
    loss: 'Auto bet stopped: loss limit reached.',
    win: 'Auto bet stopped: win limit reached.',
  } satisfies Record<StopReason, string>,
  autoStoppedOnError: 'Auto bet stopped.',
  badTarget: 'Enter a cash-out target of 1.01 or more.',
} as const;

export function initialPanel(target: number, stake: number): PanelState {
  return {
    tab: 'bet',
    stake: String(stake),
    phase: 'idle',
    autoBet: false,
    autoCashOut: false,
    target: target.toFixed(2),
    limits: NO_LIMITS,
  };
}

const done = (state: PanelState, commands: PanelCommand[] = []): PanelStep => ({ state, commands });
const info = (text: string): PanelMessage => ({ tone: 'info', text });
const error = (text: string): PanelMessage => ({ tone: 'error', text });

const bettingOpen = (round: PanelRound | undefined): round is PanelRound =>
  round !== undefined && round.status === 'open' && round.isBetting;

/** Why this stake cannot be bet now (the spec's messages), or undefined. */
function refusal(state: PanelState, settings: PanelSettings): string | undefined {
  if (!settings.betStatus) return settings.errorMessage;
  return aviatorStakeError(amountOf(state.stake), settings) ?? undefined;
}

/** Places the stake in the open round, or refuses with the message. */
function place(state: PanelState, round: PanelRound, settings: PanelSettings): PanelStep {
  const refused = refusal(state, settings);
  if (refused)
    return stopAuto({ ...state, phase: 'idle', message: error(refused) }, PANEL_TEXTS.autoStoppedOnError);
  const amount = amountOf(state.stake);
  return done(
    { ...state, phase: 'placing', placing: { roundId: round.roundId, amount }, message: undefined },
    [{ type: 'place', roundId: round.roundId, amount }],
  );
}

/** Switches auto bet off after a failure (designed: so a refused bet is not retried every round). */
function stopAuto(state: PanelState, note: string): PanelStep {
  if (!state.autoBet) return done(state);
  const text = state.message ? `${state.message.text} ${note}` : note;
  return done({ ...state, autoBet: false, autoRun: undefined, message: { tone: 'error', text } });
}

/** Records a finished bet (won or lost) in the panel and in the auto run. */
function settle(state: PanelState, outcome: PanelOutcome): PanelState {
  const net = outcome.kind === 'won' ? outcome.profit : -outcome.amount;
  return {
    ...state,
    phase: 'idle',
    bet: undefined,
    outcome,
    // The result line takes over from the note ("Aviator Bet Place Succesfull").
    message: undefined,
    autoRun: state.autoRun ? { rounds: state.autoRun.rounds + 1, net: state.autoRun.net + net } : undefined,
  };
}

/** At the start of the waiting phase: auto bet queues the next round's stake, unless a stop limit is hit. */
function autoBetQueue(state: PanelState): PanelState {
  if (!state.autoBet || state.phase !== 'idle') return state;
  const reason = state.autoRun ? stopReason(state.autoRun, state.limits) : undefined;
  if (reason)
    return { ...state, autoBet: false, autoRun: undefined, message: info(PANEL_TEXTS.autoStopped[reason]) };
  return { ...state, phase: 'queued' };
}

/** A bet in the round with no call on its way. */
const riding = (state: PanelState) => state.phase === 'live' || state.phase === 'placed';

function onRound(state: PanelState, round: PanelRound, settings: PanelSettings): PanelStep {
  const previous = state.round;
  const isNew = previous?.roundId !== round.roundId;
  let next: PanelState = { ...state, round, ...(isNew ? { autoCashedRound: undefined } : {}) };
  const bet = next.bet;
  switch (round.status) {
    case 'open':
      if (next.phase === 'queued' && round.isBetting) return place(next, round, settings);
      return done(next);
    case 'running':
      if (next.phase === 'placed' && bet?.roundId === round.roundId) next = { ...next, phase: 'live' };
      return done(next);
    case 'waiting':
      // Crashed: a bet still in is lost (also one whose take-off was never seen: a 1.00 crash
      // jumps from open to waiting); a cash-out or cancel on its way waits for its answer.
      if (riding(next) && bet?.roundId === round.roundId)
        next = settle(next, { kind: 'lost', amount: bet.amount });
      if (previous?.status !== 'waiting' || isNew) next = autoBetQueue(next);
      return done(next);
    case 'close':
      if (riding(next) && bet?.roundId === round.roundId)
        next = settle(next, { kind: 'lost', amount: bet.amount });
      // "close: bet panels reset": the last result and notes go; a queued bet stays queued.
      return done({
        ...next,
        outcome: undefined,
        message: next.message?.tone === 'error' ? next.message : undefined,
      });
  }
}

function onPress(state: PanelState, settings: PanelSettings): PanelStep {
  const { round, bet } = state;
  switch (state.phase) {
    case 'idle': {
      if (bettingOpen(round)) return place(state, round, settings);
      const refused = refusal(state, settings);
      if (refused) return done({ ...state, message: error(refused) });
      return done({
        ...state,
        phase: 'queued',
        outcome: undefined,
        message: info(AVIATOR_MESSAGES.advanceQueued),
      });
    }
    case 'queued':
      return done({
        ...state,
        phase: 'idle',
        autoBet: false,
        autoRun: undefined,
        message: info(AVIATOR_MESSAGES.advanceCanceled),
      });
    case 'placed':
      if (bet && settings.cancelAvailable === false)
        return done({ ...state, message: info(PANEL_TEXTS.cancelUnavailable) });
      return bet
        ? done({ ...state, phase: 'cancelling', message: undefined }, [
            { type: 'cancel', roundId: bet.roundId, betId: bet.betId },
          ])
        : done(state);
    case 'live':
      return bet ? cashOut(state, bet) : done(state);
    default:
      // A call is on its way: the button is busy.
      return done(state);
  }
}

function cashOut(state: PanelState, bet: PanelBet): PanelStep {
  return done({ ...state, phase: 'cashing', message: undefined }, [
    { type: 'cashOut', roundId: bet.roundId, betId: bet.betId },
  ]);
}

/** Where a bet stands after a failed cancel or cash-out: by what the round is doing now. */
function phaseOfBet(state: PanelState, bet: PanelBet): PanelState {
  const round = state.round;
  if (round?.roundId !== bet.roundId) return { ...state, phase: 'live' };
  if (round.status === 'open') return { ...state, phase: 'placed' };
  if (round.status === 'running') return { ...state, phase: 'live' };
  return settle(state, { kind: 'lost', amount: bet.amount });
}

/** Only while nothing is on its way or in play can the stake and auto settings change. */
const editable = (state: PanelState) => state.phase === 'idle';

export function step(state: PanelState, event: PanelEvent, settings: PanelSettings): PanelStep {
  switch (event.type) {
    case 'round':
      return onRound(state, event.round, settings);
    case 'press':
      return onPress(state, settings);
    case 'placed': {
      if (state.phase !== 'placing') return done(state);
      const bet = { betId: event.betId, roundId: event.roundId, amount: event.amount };
      const placed: PanelState = {
        ...state,
        bet,
        placing: undefined,
        message: { tone: 'success', text: AVIATOR_MESSAGES.betPlaced },
      };
      return done(phaseOfBet(placed, bet));
    }
    case 'placeFailed':
      // "A failed aviator bet resets its flag."
      if (state.phase !== 'placing') return done(state);
      return stopAuto(
        { ...state, phase: 'idle', placing: undefined, message: error(event.message) },
        PANEL_TEXTS.autoStoppedOnError,
      );
    case 'cashedOut': {
      const bet = state.bet;
      if (state.phase !== 'cashing' || !bet) return done(state);
      const win = Math.round((bet.amount + event.profit) * 100) / 100;
      return done(settle(state, { kind: 'won', multiplier: event.multiplier, profit: event.profit, win }));
    }
    case 'cashOutFailed':
      if (state.phase !== 'cashing' || !state.bet) return done(state);
      return done({ ...phaseOfBet(state, state.bet), message: error(event.message) });
    case 'canceled':
      if (state.phase !== 'cancelling') return done(state);
      return done({
        ...state,
        phase: 'idle',
        bet: undefined,
        autoBet: false,
        autoRun: undefined,
        message: info(PANEL_TEXTS.betCanceled),
      });
    case 'cancelFailed':
      if (state.phase !== 'cancelling' || !state.bet) return done(state);
      return done({ ...phaseOfBet(state, state.bet), message: error(event.message) });
    case 'frame': {
      const { bet } = state;
      if (!state.autoCashOut || state.phase !== 'live' || !bet || bet.roundId !== event.roundId)
        return done(state);
      if (state.autoCashedRound === event.roundId) return done(state);
      const target = targetOf(state.target);
      if (target === undefined || !reachesTarget(event.multiplier, target)) return done(state);
      return cashOut({ ...state, autoCashedRound: event.roundId }, bet);
    }
    case 'setTab':
      return done({ ...state, tab: event.tab });
    case 'setStake':
      return editable(state) ? done({ ...state, stake: numericText(event.text) }) : done(state);
    case 'stepStake':
      return editable(state)
        ? done({ ...state, stake: stepStake(state.stake, event.direction) })
        : done(state);
    case 'preset':
      return editable(state) ? done({ ...state, stake: String(event.amount) }) : done(state);
    case 'setAutoBet': {
      if (!event.on) {
        const unqueued = state.phase === 'queued' ? { phase: 'idle' as const } : {};
        return done({ ...state, ...unqueued, autoBet: false, autoRun: undefined });
      }
      const on: PanelState = { ...state, autoBet: true, autoRun: { rounds: 0, net: 0 }, message: undefined };
      if (state.phase !== 'idle') return done(on);
      // designed: switching Auto Bet on bets now if the round takes bets, else queues for the next.
      return bettingOpen(state.round) ? place(on, state.round, settings) : done({ ...on, phase: 'queued' });
    }
    case 'setAutoCashOut':
      if (event.on && targetOf(state.target) === undefined)
        return done({ ...state, message: error(PANEL_TEXTS.badTarget) });
      return done({ ...state, autoCashOut: event.on });
    case 'setTarget': {
      const target = numericText(event.text);
      // An unusable target switches auto cash-out off rather than firing at a wrong value.
      const off = targetOf(target) === undefined ? { autoCashOut: false } : {};
      return done({ ...state, target, ...off });
    }
    case 'setLimit':
      return done({
        ...state,
        limits: { ...state.limits, [event.key]: numericText(event.text, event.key === 'rounds' ? 0 : 2) },
      });
  }
}

export type ButtonLabel = 'BET' | 'CANCEL' | 'Cashout';

export interface ButtonView {
  label: ButtonLabel;
  /** 'bet' green, 'cancel' red, 'cashout' orange. */
  tone: 'bet' | 'cancel' | 'cashout';
  busy: boolean;
  /** A queued (advance) bet: the button says it waits for the next round. */
  waiting: boolean;
}

/** The bet button: BET by default, CANCEL for a bet in the open round (or a queued one), Cashout while it rides. */
export function buttonView(state: PanelState): ButtonView {
  switch (state.phase) {
    case 'queued':
      return { label: 'CANCEL', tone: 'cancel', busy: false, waiting: true };
    case 'placed':
      return { label: 'CANCEL', tone: 'cancel', busy: false, waiting: false };
    case 'cancelling':
      return { label: 'CANCEL', tone: 'cancel', busy: true, waiting: false };
    case 'live':
      return { label: 'Cashout', tone: 'cashout', busy: false, waiting: false };
    case 'cashing':
      return { label: 'Cashout', tone: 'cashout', busy: true, waiting: false };
    case 'placing':
      return { label: 'BET', tone: 'bet', busy: true, waiting: false };
    case 'idle':
      return { label: 'BET', tone: 'bet', busy: false, waiting: false };
  }
}
