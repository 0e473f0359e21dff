/**
 * Where an action goes: to the handler of its prefix ('sports.addMatch' to the sports area).
 * The handler map is typed from the action union, so an action prefix without a handler, or a
 * handler given another area's actions, does not compile.
 */
import { type ActionPrefix, type ActionsOf, isActionOf, type ScenarioAction } from '@esk/scenarios/actions';
import type { ActionHandler } from './area';

export type ActionHandlers = { readonly [P in ActionPrefix]: ActionHandler<P> };

const handles = (handlers: ActionHandlers, prefix: string): prefix is ActionPrefix =>
  Object.hasOwn(handlers, prefix);

function applyWith<P extends ActionPrefix>(handlers: ActionHandlers, prefix: P, action: ActionsOf<P>): void {
  handlers[prefix].apply(action);
}

/** Applies the action with the handler of its prefix. */
export function routeAction(handlers: ActionHandlers, action: ScenarioAction): void {
  const prefix = action.type.slice(0, action.type.indexOf('.'));
  if (!handles(handlers, prefix) || !isActionOf(action, prefix))
    throw new Error(`no area handles ${action.type}`);
  applyWith(handlers, prefix, action);
}
