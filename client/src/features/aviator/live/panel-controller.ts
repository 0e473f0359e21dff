/**
 * Runs the two panels: feeds an event to a panel's machine, then makes the calls it asks for
 * (place, cash out, cancel) and feeds their answers back. After every successful call (and a
 * lost bet) the balance is refreshed (spec 002 §7: "Both bet calls and cashouts refresh the
 * balance on success"). The page configures it once with the settings, the balance refresh and
 * the sounds.
 */

import { t } from '@/i18n/i18n';
import { isApiError } from '@/lib/api/api-error';
import { cancelAviatorBet } from '../api/cancel-aviator-bet';
import { cashOutAviatorBet } from '../api/cash-out-aviator-bet';
import { placeAviatorBet } from '../api/place-aviator-bet';
import {
  PANEL_TEXTS,
  type PanelCommand,
  type PanelEvent,
  type PanelSettings,
  type PanelState,
} from '../logic/panel';
import type { Cue } from '../sound/cues';
import { markOwnBet } from '../stores/aviator-store';
import { applyPanelEvent, type PanelIndex, panelState } from '../stores/panels-store';

export interface PanelEnvironment {
  settings: () => PanelSettings;
  refreshBalance: () => void;
  play: (cue: Cue) => void;
}

const quiet: PanelEnvironment = {
  settings: () => ({ betStatus: true, errorMessage: '', minStake: 0, maxStake: Number.POSITIVE_INFINITY }),
  refreshBalance: () => {},
  play: () => {},
};

let environment = quiet;

/** The page sets its environment on mount and clears it on unmount. */
export function configurePanels(next: PanelEnvironment | null): void {
  environment = next ?? quiet;
}

/** The text to show for a failed call: the server's message, else the generic request failure. */
const failure = (error: unknown): string =>
  isApiError(error) && error.message ? error.message : t('error.requestFailed');

export function dispatchPanel(index: PanelIndex, event: PanelEvent): void {
  const before = panelState(index);
  const commands = applyPanelEvent(index, event, environment.settings());
  const after = panelState(index);
  if (before.outcome === undefined && after.outcome?.kind === 'lost') environment.refreshBalance();
  for (const command of commands) void run(index, command);
}

async function run(index: PanelIndex, command: PanelCommand): Promise<void> {
  const env = environment;
  switch (command.type) {
    case 'place':
      try {
        const { betId } = await placeAviatorBet(command.roundId, command.amount);
        markOwnBet(betId);
        dispatchPanel(index, { type: 'placed', betId, roundId: command.roundId, amount: command.amount });
        env.play('bet');
      } catch (error) {
        console.error('[aviator] bet not placed', error);
        dispatchPanel(index, { type: 'placeFailed', message: failure(error) });
      }
      env.refreshBalance();
      return;
    case 'cashOut':
      try {
        const { multiplier, profit } = await cashOutAviatorBet(command.roundId, command.betId);
        dispatchPanel(index, { type: 'cashedOut', multiplier, profit });
        env.play('cashout');
      } catch (error) {
        console.error('[aviator] cash-out refused', error);
        dispatchPanel(index, { type: 'cashOutFailed', message: failure(error) });
      }
      env.refreshBalance();
      return;
    case 'cancel':
      try {
        await cancelAviatorBet(command.roundId, command.betId);
        dispatchPanel(index, { type: 'canceled' });
      } catch (error) {
        const missing = isApiError(error) && error.kind === 'unavailable';
        if (!missing) console.error('[aviator] bet not canceled', error);
        dispatchPanel(index, {
          type: 'cancelFailed',
          message: missing ? PANEL_TEXTS.cancelUnavailable : failure(error),
        });
      }
      env.refreshBalance();
      return;
  }
}

/** Whether a panel wants frames (auto cash-out armed on a riding bet): the loop skips the others. */
export const wantsFrames = (state: PanelState): boolean => state.autoCashOut && state.phase === 'live';
