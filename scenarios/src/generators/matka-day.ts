/**
 * A matka market's day, repeated day after day at +05:30:
 *   day start (00:00, or just after the previous close result) all bets open
 *   open time             openBet off           open time + resultAfter  OPEN patti declared
 *   close time            closeBet, jodiBet off close time + resultAfter CLOSE patti declared, betStatus off
 * A close time earlier than the open time falls on the next day (extendedCloseDay 1).
 * Results are scripted per day or a seeded valid patti (single, double or triple).
 */
import { ALL_PATTIS, pattiGroup } from '@esk/contracts/catalog/matka';
import { DAY_MS, istDay, istDayStart } from '@esk/contracts/dates';
import type { ScenarioActionInput } from '../actions';
import { hhmmToMs } from '../duration';
import type { MatkaMarketSpec } from '../format/matka';
import { hashString, type Rng } from '../rng';
import type { GeneratorContext } from './context';
import type { TimedAction } from './fancy-session';

export { ALL_PATTIS };

/** A seeded result patti; its single digit ("ank") is pattiGroup(patti), the digit sum mod 10. */
export function randomPatti(rng: Rng): string {
  return rng.pick(ALL_PATTIS);
}

/** The jodi of a day: open ank then close ank ('128' + '370' -> '10'). */
export function jodiOf(openPatti: string, closePatti: string): string {
  return `${pattiGroup(openPatti)}${pattiGroup(closePatti)}`;
}

export function matkaEventIdOf(spec: MatkaMarketSpec): string {
  return spec.matkaEventId ?? String(100_000 + (hashString(spec.name.toUpperCase()) % 900_000));
}

interface Day {
  /** Day index from the scenario's first day. */
  index: number;
  resetAt: number;
  openAt: number;
  openDeclareAt: number;
  closeAt: number;
  closeDeclareAt: number;
}

/** The times of day `index`, given when the previous day's close result fell. */
function dayTimes(ctx: GeneratorContext, spec: MatkaMarketSpec, index: number, previousClose: number): Day {
  const midnight = istDayStart(ctx.startAt) + index * DAY_MS;
  const open = midnight + hhmmToMs(spec.open);
  const close = midnight + hhmmToMs(spec.close) + (spec.close < spec.open ? DAY_MS : 0);
  const script = scriptFor(spec, index);
  return {
    index,
    resetAt: Math.max(midnight, previousClose + 60_000),
    openAt: open,
    openDeclareAt: script?.openAt !== undefined ? ctx.startAt + script.openAt : open + spec.resultAfter,
    closeAt: close,
    closeDeclareAt: script?.closeAt !== undefined ? ctx.startAt + script.closeAt : close + spec.resultAfter,
  };
}

function scriptFor(spec: MatkaMarketSpec, index: number) {
  const explicit = spec.results.find((result) => result.day === index);
  if (explicit) return explicit;
  const positional = spec.results[index];
  return positional && positional.day === undefined ? positional : undefined;
}

export interface MatkaMarketOptions {
  /**
   * The first day played (0 = the day the scenario starts on). A scenario with a history
   * starts its markets at the history's first day (negative), so the past days' draws and
   * their bets run at their real times; days before 0 get seeded results.
   */
  fromDay?: number;
}

export function startMatkaMarket(
  ctx: GeneratorContext,
  spec: MatkaMarketSpec,
  options: MatkaMarketOptions = {},
): void {
  const first = options.fromDay ?? 0;
  const matkaEventId = matkaEventIdOf(spec);
  const rng = ctx.rng.fork(`matka:${spec.name.toUpperCase()}`);
  const flags = (
    fields: Omit<Extract<ScenarioActionInput, { type: 'matka.setFlags' }>, 'type' | 'matkaEventId'>,
  ) => ({ type: 'matka.setFlags', matkaEventId, ...fields }) as const;

  const dayEvents = (day: Day): TimedAction[] | undefined => {
    const script = scriptFor(spec, day.index);
    if (!script && spec.afterScript === 'stop') return undefined;
    const dayRng = rng.fork(`day:${day.index}`);
    const openPatti = script?.open ?? randomPatti(dayRng);
    const closePatti = script?.close ?? randomPatti(dayRng);
    const date = istDay(istDayStart(ctx.startAt) + day.index * DAY_MS);
    return [
      { time: day.resetAt, action: flags({ betStatus: true, openBet: true, closeBet: true, jodiBet: true }) },
      { time: day.openAt, action: flags({ openBet: false }) },
      {
        time: day.openDeclareAt,
        action: { type: 'matka.declare', matkaEventId, side: 'OPEN', patti: openPatti, date },
      },
      { time: day.closeAt, action: flags({ closeBet: false, jodiBet: false }) },
      {
        time: day.closeDeclareAt,
        action: { type: 'matka.declare', matkaEventId, side: 'CLOSE', patti: closePatti, date },
      },
      { time: day.closeDeclareAt, action: flags({ betStatus: false }) },
    ];
  };

  // A close after midnight means the day before can still be running at the start.
  const yesterday =
    spec.close < spec.open ? dayTimes(ctx, spec, first - 1, Number.NEGATIVE_INFINITY) : undefined;
  const today = dayTimes(ctx, spec, first, yesterday?.closeDeclareAt ?? Number.NEGATIVE_INFINITY);
  const now = ctx.now();
  const past: TimedAction[] = [];
  const pending: TimedAction[] = [];
  for (const day of yesterday ? [yesterday, today] : [today]) {
    for (const event of dayEvents(day) ?? []) (event.time < now ? past : pending).push(event);
  }
  past.sort((a, b) => a.time - b.time);

  // The market as it stands now: flags folded from the past, then the results already out.
  const state = { betStatus: true, openBet: true, closeBet: true, jodiBet: true };
  for (const { action } of past)
    if (action.type === 'matka.setFlags') Object.assign(state, stripUndefined(action));
  ctx.emit({
    type: 'matka.addMarket',
    matkaEventId,
    name: spec.name,
    shortName: spec.shortName ?? spec.name,
    openTime: spec.open,
    closeTime: spec.close,
    minStake: spec.minStake,
    maxStake: spec.maxStake,
    isHaroopAndarBahar: spec.isHaroopAndarBahar,
    matkaStatus: spec.matkaStatus,
    extendedCloseDay: spec.close < spec.open ? 1 : 0,
    priority: spec.priority,
    betStatus: state.betStatus,
    openBet: state.openBet,
    closeBet: state.closeBet,
    jodiBet: state.jodiBet,
  });
  for (const { action } of past) if (action.type === 'matka.declare') ctx.emit(action);

  for (const change of spec.flags) {
    const { at, ...fields } = change;
    ctx.at(ctx.startAt + at, () => ctx.emit(flags(fields)));
  }

  const play = (events: TimedAction[], then: () => void) => {
    const sorted = [...events].sort((a, b) => a.time - b.time);
    let index = 0;
    const next = () => {
      const event = sorted[index++];
      if (!event) return then();
      ctx.at(event.time, () => {
        ctx.emit(event.action);
        next();
      });
    };
    next();
  };
  const runDay = (day: Day) => {
    const events = dayEvents(day);
    if (!events) return;
    play(events, () => runDay(dayTimes(ctx, spec, day.index + 1, day.closeDeclareAt)));
  };
  play(pending, () => runDay(dayTimes(ctx, spec, first + 1, today.closeDeclareAt)));
}

function stripUndefined(action: Extract<ScenarioActionInput, { type: 'matka.setFlags' }>) {
  const { type: _type, matkaEventId: _id, ...fields } = action;
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
