/**
 * Playing a precomputed list of timed actions: what lies before now is collapsed to the
 * state it leaves (a match in play since 40 minutes starts with its current odds and
 * open sessions, not with 40 minutes of history); the rest is scheduled one at a time.
 */
import type { ScenarioActionInput } from '../actions';
import type { GeneratorContext } from './context';
import type { TimedAction } from './fancy-session';

type Action = ScenarioActionInput;

/** The actions that rebuild the state `past` leaves behind, in a valid order. */
export function collapsePast(past: readonly TimedAction[]): Action[] {
  const slots = new Map<string, Action[]>();
  const sessionStatus = new Map<string, 'ACTIVE' | 'SUSPENDED' | 'BALL RUNNING'>();
  let unique = 0;
  for (const { action } of past) {
    switch (action.type) {
      case 'sports.setStatus':
        slots.set('status', [action]);
        break;
      case 'sports.setRates':
        slots.set(`rates:${action.market}`, [action]);
        break;
      case 'sports.declareMarket':
        slots.set(`declare:${action.market}`, [action]);
        break;
      case 'sports.setExchangePrices':
        slots.set(`prices:${action.market}`, [action]);
        break;
      case 'sports.setExchangeStatus': {
        // The last ladder with this status (or the status alone if no ladder was set yet).
        const prices = slots.get(`prices:${action.market}`)?.[0];
        if (prices?.type === 'sports.setExchangePrices')
          slots.set(`prices:${action.market}`, [{ ...prices, status: action.status }]);
        else slots.set(`xstatus:${action.market}`, [action]);
        break;
      }
      case 'sports.openSession':
        slots.set(`session:${action.sessionId}`, [{ ...action }]);
        break;
      case 'sports.updateSession': {
        const open = slots.get(`session:${action.sessionId}`)?.[0];
        if (open?.type !== 'sports.openSession') break;
        const { status, type: _type, marketId: _market, sessionId: _session, ...fields } = action;
        Object.assign(
          open,
          Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
        );
        if (status) sessionStatus.set(action.sessionId, status);
        break;
      }
      case 'sports.declareSession':
      case 'sports.voidSession':
        slots.delete(`session:${action.sessionId}`);
        sessionStatus.delete(action.sessionId);
        break;
      case 'sports.setScore':
        slots.set('score', [action]);
        break;
      case 'sports.marketReload':
        break;
      default:
        slots.set(`once:${unique++}`, [action]);
    }
  }
  const out: Action[] = [];
  for (const actions of slots.values()) {
    out.push(...actions);
    const open = actions[0];
    const status = open?.type === 'sports.openSession' ? sessionStatus.get(open.sessionId) : undefined;
    if (open?.type === 'sports.openSession' && status && status !== 'ACTIVE') {
      out.push({ type: 'sports.updateSession', marketId: open.marketId, sessionId: open.sessionId, status });
    }
  }
  return out;
}

/** Emits the collapsed past now, then schedules each later action in time order. */
export function playTimed(ctx: GeneratorContext, events: readonly TimedAction[]): void {
  const now = ctx.now();
  const sorted = [...events].sort((a, b) => a.time - b.time);
  const firstFuture = sorted.findIndex((event) => event.time >= now);
  const past = firstFuture === -1 ? sorted : sorted.slice(0, firstFuture);
  for (const action of collapsePast(past)) ctx.emit(action);
  const future = firstFuture === -1 ? [] : sorted.slice(firstFuture);
  let index = 0;
  const next = () => {
    const event = future[index++];
    if (!event) return;
    ctx.at(event.time, () => {
      ctx.emit(event.action);
      next();
    });
  };
  next();
}
