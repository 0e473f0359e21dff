/**
 * Everything live on the aviator page, wired once per visit: the settings, the aviator socket
 * (pushes feed the flight tracker, the store and both panels), the crash history and the board,
 * the frame loop (auto cash-out checks every frame), the sounds and, when configured, the test
 * bridge. The components read the stores; nothing here re-renders per frame.
 */

import { avaitorCancelBet } from '@esk/contracts/http/aviator';
import { userBalance } from '@esk/contracts/http/user';
import type { AviatorState } from '@esk/contracts/socket/aviator';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getConfig } from '@/config/env';
import { isCallAvailable } from '@/lib/api/availability';
import { callKey } from '@/lib/api/query-key';
import { usePreferencesStore } from '@/stores/preferences-store';
import { aviatorBetsKey } from '../api/get-aviator-bets';
import { getBoardQueryOptions, useAviatorBoard } from '../api/get-aviator-board';
import {
  type AviatorSettings,
  getAviatorSettingsQueryOptions,
  useAviatorSettings,
} from '../api/get-aviator-settings';
import { useCrashHistory } from '../api/get-crash-history';
import { connectAviator } from '../live/aviator-socket';
import { flightTracker, onFrame, resetFlight } from '../live/flight';
import { type FlightLoop, startFlightLoop } from '../live/flight-loop';
import { configurePanels, dispatchPanel, wantsFrames } from '../live/panel-controller';
import { installTestBridge } from '../live/test-bridge';
import type { PanelSettings } from '../logic/panel';
import { type Cue, createSoundBoard } from '../sound/cues';
import type { StageInfo } from '../stage/create-stage';
import {
  receiveChat,
  receiveRoundBets,
  receiveState,
  resetAviatorStore,
  seedBoard,
  seedHistory,
  setConnection,
  useAviatorStore,
} from '../stores/aviator-store';
import { PANEL_INDEXES, panelState, resetPanels } from '../stores/panels-store';

/** Until the settings arrive nothing can be bet; the panels queue instead. */
const UNKNOWN_SETTINGS: PanelSettings = {
  betStatus: true,
  errorMessage: '',
  minStake: 0,
  maxStake: Number.POSITIVE_INFINITY,
};

export interface AviatorSession {
  settings: AviatorSettings | undefined;
  settingsError: boolean;
  loop: FlightLoop | null;
  /** The stage reports what it draws with (for the test bridge). */
  setStageInfo: (info: (() => StageInfo) | null) => void;
}

/** Whether a push moves a panel: a new round, another phase, or the betting window closing. */
const movesPanels = (before: AviatorState | null, after: AviatorState) =>
  !before ||
  before.roundId !== after.roundId ||
  before.gameStatus !== after.gameStatus ||
  before.isBetting !== after.isBetting;

export function useAviatorSession(): AviatorSession {
  const queryClient = useQueryClient();
  const settingsQuery = useAviatorSettings();
  const settings = settingsQuery.data;
  const settingsRef = useRef(settings);
  settingsRef.current = settings;
  const [loop, setLoop] = useState<FlightLoop | null>(null);
  const stageInfo = useRef<(() => StageInfo) | null>(null);
  const play = useRef<(cue: Cue) => void>(() => {});

  useEffect(() => {
    resetFlight();
    resetAviatorStore();
    resetPanels();
    const sound = createSoundBoard();
    play.current = (cue) => {
      if (usePreferencesStore.getState().soundOn) sound.play(cue);
    };
    const unlock = () => sound.unlock();
    window.addEventListener('pointerdown', unlock);
    window.addEventListener('keydown', unlock);
    configurePanels({
      settings: () => ({
        ...(settingsRef.current ?? UNKNOWN_SETTINGS),
        cancelAvailable: isCallAvailable(avaitorCancelBet),
      }),
      // After every bet call: the balance, and the bets list (spec 002 §7: diamondBetsList).
      refreshBalance: () => {
        void queryClient.invalidateQueries({ queryKey: callKey(userBalance) });
        void queryClient.invalidateQueries({ queryKey: aviatorBetsKey() });
      },
      play: (cue) => play.current(cue),
    });
    const started = startFlightLoop();
    setLoop(started);
    const stopFrames = onFrame((frame) => {
      if (frame.status !== 'running') return;
      for (const index of PANEL_INDEXES) {
        if (wantsFrames(panelState(index))) {
          dispatchPanel(index, { type: 'frame', roundId: frame.roundId, multiplier: frame.multiplier });
        }
      }
    });
    const removeBridge = getConfig().testBridge
      ? installTestBridge({ stage: () => stageInfo.current?.(), stats: started.stats })
      : () => {};
    return () => {
      removeBridge();
      stopFrames();
      started.stop();
      configurePanels(null);
      window.removeEventListener('pointerdown', unlock);
      window.removeEventListener('keydown', unlock);
      sound.dispose();
    };
  }, [queryClient]);

  const socketUrl = settings?.socketUrl;
  useEffect(() => {
    if (socketUrl === undefined) return;
    setConnection('connecting');
    return connectAviator(socketUrl, {
      onState: (state) => {
        flightTracker().push(state, performance.now());
        const before = useAviatorStore.getState().live;
        receiveState(state);
        if (!movesPanels(before, state)) return;
        const round = { roundId: state.roundId, status: state.gameStatus, isBetting: state.isBetting };
        for (const index of PANEL_INDEXES) dispatchPanel(index, { type: 'round', round });
        const phaseChanged = before?.gameStatus !== state.gameStatus || before?.roundId !== state.roundId;
        if (!phaseChanged) return;
        // The open bets change with the phases (placed, cashed, lost at the crash).
        void queryClient.invalidateQueries({ queryKey: aviatorBetsKey() });
        if (state.gameStatus === 'open') {
          // designed: the settings (betStatus, limits) are read again at every round's opening.
          void queryClient.invalidateQueries({ queryKey: getAviatorSettingsQueryOptions().queryKey });
        } else if (state.gameStatus === 'running') play.current('takeoff');
        else if (state.gameStatus === 'waiting') play.current('crash');
        else if (state.gameStatus === 'close') {
          // Previous and Top move on once a round is over.
          void queryClient.invalidateQueries({ queryKey: getBoardQueryOptions(socketUrl).queryKey });
        }
      },
      onRoundBets: receiveRoundBets,
      onChat: receiveChat,
      onConnection: setConnection,
    });
  }, [socketUrl, queryClient]);

  const history = useCrashHistory(socketUrl);
  useEffect(() => {
    if (history.data) seedHistory(history.data);
  }, [history.data]);
  const board = useAviatorBoard(socketUrl);
  useEffect(() => {
    if (board.data) seedBoard(board.data);
  }, [board.data]);

  const setStageInfo = useCallback((info: (() => StageInfo) | null) => {
    stageInfo.current = info;
  }, []);

  return { settings, settingsError: settingsQuery.isError, loop, setStageInfo };
}
