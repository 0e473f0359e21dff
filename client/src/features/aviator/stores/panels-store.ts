/**
 * The two bet panels (spec 002 §4: independent slots), each the pure machine of logic/panel.ts
 * behind zustand. `applyPanelEvent` runs one event and returns the calls it asks for.
 */
import { AVIATOR_AUTO_CASHOUT_DEFAULTS, AVIATOR_DEFAULT_STAKE } from '@esk/contracts/catalog/aviator';
import { create } from 'zustand';
import {
  initialPanel,
  type PanelCommand,
  type PanelEvent,
  type PanelSettings,
  type PanelState,
  step,
} from '../logic/panel';

export type PanelIndex = 0 | 1;
export const PANEL_INDEXES: readonly PanelIndex[] = [0, 1];

interface PanelsStore {
  panels: readonly [PanelState, PanelState];
}

const initial = (): PanelsStore => ({
  panels: [
    initialPanel(AVIATOR_AUTO_CASHOUT_DEFAULTS[0], AVIATOR_DEFAULT_STAKE),
    initialPanel(AVIATOR_AUTO_CASHOUT_DEFAULTS[1], AVIATOR_DEFAULT_STAKE),
  ],
});

export const usePanelsStore = create<PanelsStore>()(() => initial());

export const resetPanels = (): void => usePanelsStore.setState(initial(), true);

export const panelState = (index: PanelIndex): PanelState => usePanelsStore.getState().panels[index];

/** Runs one event through a panel; the store changes only when the panel did. */
export function applyPanelEvent(
  index: PanelIndex,
  event: PanelEvent,
  settings: PanelSettings,
): PanelCommand[] {
  const panels = usePanelsStore.getState().panels;
  const { state, commands } = step(panels[index], event, settings);
  if (state !== panels[index]) {
    const next: [PanelState, PanelState] = [panels[0], panels[1]];
    next[index] = state;
    usePanelsStore.setState({ panels: next });
  }
  return commands;
}
