/**
 * Scenario actions. Their schemas live in contracts (`@esk/contracts/sim/actions`, one file
 * per area), so the admin API's trigger call, the CLI, the e2e fixture and the control room
 * validate an action with the same definition the engine does; the scenario code imports them
 * from here. What the engine adds is where actions go: the mock server is an ActionTarget.
 */
import type { ScenarioAction } from '@esk/contracts/sim/actions';

export * from '@esk/contracts/sim/actions';

/** Where the engine sends actions: the mock server implements this. */
export interface ActionTarget {
  apply(action: ScenarioAction): void;
}
