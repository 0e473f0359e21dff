/**
 * A read-only window onto the aviator page for end-to-end tests and the benchmark (like tldraw's
 * `window` api fixture): what the stage draws now, how it draws it and what the frames cost.
 * Installed only when the runtime config's `testBridge` is on (never in a production config).
 */
import type { FlightFrame } from '../logic/flight';
import type { PanelPhase } from '../logic/panel';
import type { StageInfo } from '../stage/create-stage';
import { panelState } from '../stores/panels-store';
import { currentFrame } from './flight';
import type { FrameStats } from './flight-loop';

export interface AviatorBridge {
  frame(): FlightFrame;
  /** The stage's renderer and motion, or 'none' while it loads (or when it could not start). */
  stage(): StageInfo | { renderer: 'none' };
  stats(): FrameStats;
  panels(): PanelPhase[];
}

declare global {
  interface Window {
    __aviator?: AviatorBridge;
  }
}

export function installTestBridge(source: {
  stage: () => StageInfo | undefined;
  stats: () => FrameStats;
}): () => void {
  const bridge: AviatorBridge = {
    frame: () => ({ ...currentFrame() }),
    stage: () => source.stage() ?? { renderer: 'none' },
    stats: source.stats,
    panels: () => [panelState(0).phase, panelState(1).phase],
  };
  window.__aviator = bridge;
  return () => {
    if (window.__aviator === bridge) delete window.__aviator;
  };
}
