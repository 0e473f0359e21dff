import { describe, expect, it } from 'vitest';
import {
  buttonView,
  initialPanel,
  PANEL_TEXTS,
  type PanelCommand,
  type PanelEvent,
  type PanelRound,
  type PanelSettings,
  type PanelState,
  step,
} from './panel';

const SETTINGS: PanelSettings = {
  betStatus: true,
  errorMessage: 'Your Bet is Closed Please Connect With Upline',
  minStake: 10,
  maxStake: 10000,
};

const open = (roundId: string, isBetting = true): PanelEvent => ({
  type: 'round',
  round: { roundId, status: 'open', isBetting },
});
const round = (roundId: string, status: PanelRound['status']): PanelEvent => ({
  type: 'round',
  round: { roundId, status, isBetting: false },
});

/** Runs events through the machine, collecting every command. */
function run(events: PanelEvent[], from = initialPanel(5.5, 10), settings = SETTINGS) {
  let state: PanelState = from;
  const commands: PanelCommand[] = [];
  for (const event of events) {
    const next = step(state, event, settings);
    state = next.state;
    commands.push(...next.commands);
  }
  return { state, commands };
}

describe('the bet panel', () => {
  it('goes BET -> CANCEL -> Cashout -> BET through a round, paying out at the cash-out', () => {
    const placing = run([open('R1'), { type: 'press' }]);
    expect(placing.commands).toEqual([{ type: 'place', roundId: 'R1', amount: 10 }]);
    expect(buttonView(placing.state)).toMatchObject({ label: 'BET', busy: true });

    const placed = run([{ type: 'placed', betId: 'b1', roundId: 'R1', amount: 10 }], placing.state);
    expect(buttonView(placed.state)).toMatchObject({ label: 'CANCEL', busy: false });
    expect(placed.state.message).toEqual({ tone: 'success', text: 'Aviator Bet Place Succesfull' });

    const live = run([round('R1', 'running')], placed.state);
    expect(buttonView(live.state).label).toBe('Cashout');

    const cashing = run([{ type: 'press' }], live.state);
    expect(cashing.commands).toEqual([{ type: 'cashOut', roundId: 'R1', betId: 'b1' }]);
    const paid = run([{ type: 'cashedOut', multiplier: 2, profit: 10 }], cashing.state);
    expect(paid.state).toMatchObject({
      phase: 'idle',
      outcome: { kind: 'won', multiplier: 2, profit: 10, win: 20 },
    });
    expect(buttonView(paid.state).label).toBe('BET');
    // "close: bet panels reset"
    expect(run([round('R1', 'waiting'), round('R1', 'close')], paid.state).state.outcome).toBeUndefined();
  });

  it('loses a bet that rides to the crash', () => {
    const { state } = run([
      open('R1'),
      { type: 'press' },
      { type: 'placed', betId: 'b1', roundId: 'R1', amount: 100 },
      round('R1', 'running'),
      round('R1', 'waiting'),
    ]);
    expect(state).toMatchObject({ phase: 'idle', bet: undefined, outcome: { kind: 'lost', amount: 100 } });
  });

  it('loses a bet whose round crashes at 1.00 before any running push', () => {
    const { state } = run([
      open('R1'),
      { type: 'press' },
      { type: 'placed', betId: 'b1', roundId: 'R1', amount: 100 },
      round('R1', 'waiting'),
    ]);
    expect(state).toMatchObject({ phase: 'idle', outcome: { kind: 'lost', amount: 100 } });
    expect(buttonView(state).label).toBe('BET');
  });

  it('queues an advance bet outside the betting window and places it when the next round opens', () => {
    const queued = run([round('R1', 'running'), { type: 'press' }]);
    expect(queued.commands).toEqual([]);
    expect(queued.state.message?.text).toBe('Your bet will be placed in the next round.');
    expect(buttonView(queued.state)).toMatchObject({ label: 'CANCEL', waiting: true });
    const next = run([round('R1', 'waiting'), round('R1', 'close'), open('R2')], queued.state);
    expect(next.commands).toEqual([{ type: 'place', roundId: 'R2', amount: 10 }]);
    // An open round whose window already ended also queues.
    expect(run([open('R3', false), { type: 'press' }]).state.phase).toBe('queued');
  });

  it('cancels an advance bet with "Advance bet canceled."', () => {
    const { state, commands } = run([
      round('R1', 'waiting'),
      { type: 'press' },
      { type: 'press' },
      open('R2'),
    ]);
    expect(commands).toEqual([]);
    expect(state.phase).toBe('idle');
    expect(state.message?.text).toBe('Advance bet canceled.');
  });

  it('cancels a bet placed in the open round through the server', () => {
    const placed = run([
      open('R1'),
      { type: 'press' },
      { type: 'placed', betId: 'b1', roundId: 'R1', amount: 10 },
    ]);
    const cancelling = run([{ type: 'press' }], placed.state);
    expect(cancelling.commands).toEqual([{ type: 'cancel', roundId: 'R1', betId: 'b1' }]);
    expect(run([{ type: 'canceled' }], cancelling.state).state).toMatchObject({
      phase: 'idle',
      bet: undefined,
      message: { text: PANEL_TEXTS.betCanceled },
    });
    // Refused because the plane took off meanwhile: the bet rides, Cashout is offered.
    const refused = run(
      [round('R1', 'running'), { type: 'cancelFailed', message: 'Betting is closed for this round' }],
      cancelling.state,
    );
    expect(refused.state).toMatchObject({ phase: 'live', message: { tone: 'error' } });
  });

  it('on a server without avaitorCancelBet (the real API) CANCEL explains instead of calling', () => {
    const settings = { ...SETTINGS, cancelAvailable: false };
    const placed = run(
      [open('R1'), { type: 'press' }, { type: 'placed', betId: 'b1', roundId: 'R1', amount: 10 }],
      undefined,
      settings,
    );
    const pressed = run([{ type: 'press' }], placed.state, settings);
    expect(pressed.commands).toEqual([]);
    expect(pressed.state).toMatchObject({
      phase: 'placed',
      message: { text: PANEL_TEXTS.cancelUnavailable },
    });
    expect(buttonView(pressed.state).label).toBe('CANCEL');
  });

  it('refuses with the spec messages: betStatus false, above max, below min', () => {
    const closed = run([open('R1'), { type: 'press' }], undefined, { ...SETTINGS, betStatus: false });
    expect(closed.commands).toEqual([]);
    expect(closed.state.message).toEqual({
      tone: 'error',
      text: 'Your Bet is Closed Please Connect With Upline',
    });
    const high = run([open('R1'), { type: 'setStake', text: '20000' }, { type: 'press' }]);
    expect(high.state.message?.text).toBe('max bet amount 10000');
    const low = run([open('R1'), { type: 'setStake', text: '5' }, { type: 'press' }], undefined, {
      ...SETTINGS,
      minStake: 20,
    });
    expect(low.state.message?.text).toBe('min bet amount 20');
    expect([closed, high, low].every((r) => r.state.phase === 'idle')).toBe(true);
  });

  it('resets a failed bet and shows the server message', () => {
    const { state } = run([
      open('R1'),
      { type: 'press' },
      { type: 'placeFailed', message: 'Insufficient balance' },
    ]);
    expect(state).toMatchObject({
      phase: 'idle',
      placing: undefined,
      message: { tone: 'error', text: 'Insufficient balance' },
    });
    expect(buttonView(state).label).toBe('BET');
  });

  it('auto cash-out fires once per round, within 0.1 of the target', () => {
    const live = run([
      { type: 'setTarget', text: '2' },
      { type: 'setAutoCashOut', on: true },
      open('R1'),
      { type: 'press' },
      { type: 'placed', betId: 'b1', roundId: 'R1', amount: 10 },
      round('R1', 'running'),
    ]);
    const below = run([{ type: 'frame', roundId: 'R1', multiplier: 1.89 }], live.state);
    expect(below.commands).toEqual([]);
    const fired = run(
      [
        { type: 'frame', roundId: 'R1', multiplier: 1.9 },
        { type: 'frame', roundId: 'R1', multiplier: 1.95 },
      ],
      below.state,
    );
    expect(fired.commands).toEqual([{ type: 'cashOut', roundId: 'R1', betId: 'b1' }]);
    // The server refused (say, a network blip): no second automatic try in this round.
    const again = run(
      [
        { type: 'cashOutFailed', message: 'No response received from the server' },
        { type: 'frame', roundId: 'R1', multiplier: 2.2 },
      ],
      fired.state,
    );
    expect(again.commands).toEqual([]);
    expect(again.state.phase).toBe('live');
    // A target already passed (a hidden tab) still fires.
    const late = run([{ type: 'frame', roundId: 'R1', multiplier: 7 }], { ...live.state });
    expect(late.commands).toHaveLength(1);
  });

  it('auto cash-out at the default 5.5 target fires at 5.40 (issue 28: it waited for 5.50)', () => {
    const live = run([
      { type: 'setAutoCashOut', on: true },
      open('R1'),
      { type: 'press' },
      { type: 'placed', betId: 'b1', roundId: 'R1', amount: 10 },
      round('R1', 'running'),
    ]);
    expect(live.state.target).toBe('5.50');
    expect(run([{ type: 'frame', roundId: 'R1', multiplier: 5.39 }], live.state).commands).toEqual([]);
    expect(run([{ type: 'frame', roundId: 'R1', multiplier: 5.4 }], live.state).commands).toEqual([
      { type: 'cashOut', roundId: 'R1', betId: 'b1' },
    ]);
  });

  it('auto bet queues the stake at each waiting phase and places it when the next round opens', () => {
    const { commands, state } = run([
      round('R1', 'running'),
      { type: 'setAutoBet', on: true },
      round('R1', 'waiting'),
      round('R1', 'close'),
      open('R2'),
      { type: 'placed', betId: 'b2', roundId: 'R2', amount: 10 },
      round('R2', 'running'),
      round('R2', 'waiting'),
      open('R3'),
    ]);
    expect(commands).toEqual([
      { type: 'place', roundId: 'R2', amount: 10 },
      { type: 'place', roundId: 'R3', amount: 10 },
    ]);
    expect(state.autoRun).toEqual({ rounds: 1, net: -10 });
  });

  it('auto bet bets at once when switched on while the round takes bets', () => {
    expect(run([open('R1'), { type: 'setAutoBet', on: true }]).commands).toEqual([
      { type: 'place', roundId: 'R1', amount: 10 },
    ]);
  });

  /** Plays rounds R1..Rn with auto bet: each round the bet is lost or cashed at 2x. */
  function autoRounds(results: ('lost' | 'won')[], limits: Partial<PanelState['limits']>) {
    let state = run([
      round('R0', 'running'),
      { type: 'setLimit', key: 'rounds', text: limits.rounds ?? '' },
      { type: 'setLimit', key: 'lossOver', text: limits.lossOver ?? '' },
      { type: 'setLimit', key: 'winOver', text: limits.winOver ?? '' },
      { type: 'setAutoBet', on: true },
      round('R0', 'waiting'),
    ]).state;
    let placed = 0;
    results.forEach((result, i) => {
      const id = `R${i + 1}`;
      const opened = step(state, open(id), SETTINGS);
      state = opened.state;
      if (opened.commands.length === 0) return;
      placed++;
      state = run(
        [
          { type: 'placed', betId: `b${i}`, roundId: id, amount: 10 },
          round(id, 'running'),
          ...(result === 'won'
            ? ([{ type: 'press' }, { type: 'cashedOut', multiplier: 2, profit: 10 }] as PanelEvent[])
            : []),
          round(id, 'waiting'),
        ],
        state,
      ).state;
    });
    return { state, placed };
  }

  it('stops auto play after N rounds, on a loss over X and on a win over Y', () => {
    const rounds = autoRounds(['won', 'lost', 'won', 'won', 'won'], { rounds: '3' });
    expect(rounds.placed).toBe(3);
    expect(rounds.state).toMatchObject({ autoBet: false, message: { text: PANEL_TEXTS.autoStopped.rounds } });
    const loss = autoRounds(['lost', 'lost', 'lost', 'lost'], { lossOver: '25' });
    expect(loss.placed).toBe(3);
    expect(loss.state.message?.text).toBe(PANEL_TEXTS.autoStopped.loss);
    const win = autoRounds(['won', 'won', 'won', 'won'], { winOver: '15' });
    expect(win.placed).toBe(2);
    expect(win.state.message?.text).toBe(PANEL_TEXTS.autoStopped.win);
    expect(autoRounds(['lost', 'won', 'lost', 'won'], {}).placed).toBe(4);
  });

  it('stops auto bet when a bet is refused, so it is not retried every round', () => {
    const { state } = run([
      round('R1', 'waiting'),
      { type: 'setAutoBet', on: true },
      open('R2'),
      { type: 'placeFailed', message: 'Insufficient balance' },
    ]);
    expect(state).toMatchObject({ phase: 'idle', autoBet: false, message: { tone: 'error' } });
    expect(state.message?.text).toContain('Insufficient balance');
  });

  it('keeps a cash-out whose answer comes after the crash push', () => {
    const { state } = run([
      open('R1'),
      { type: 'press' },
      { type: 'placed', betId: 'b1', roundId: 'R1', amount: 50 },
      round('R1', 'running'),
      { type: 'press' },
      round('R1', 'waiting'),
      { type: 'cashedOut', multiplier: 1.5, profit: 25 },
    ]);
    expect(state.outcome).toEqual({ kind: 'won', multiplier: 1.5, profit: 25, win: 75 });
  });

  it('takes only numeric stakes, steps by 10 (never below 10), presets set the stake, locked while a bet is on', () => {
    expect(run([{ type: 'setStake', text: '1a2.345' }]).state.stake).toBe('12.34');
    expect(run([{ type: 'stepStake', direction: 1 }]).state.stake).toBe('20');
    expect(run([{ type: 'stepStake', direction: -1 }]).state.stake).toBe('10');
    expect(
      run([
        { type: 'setStake', text: '35' },
        { type: 'stepStake', direction: -1 },
      ]).state.stake,
    ).toBe('25');
    expect(run([{ type: 'preset', amount: 1000 }]).state.stake).toBe('1000');
    const queued = run([round('R1', 'running'), { type: 'press' }, { type: 'preset', amount: 50 }]);
    expect(queued.state.stake).toBe('10');
    expect(
      run([
        { type: 'setTarget', text: '0.5' },
        { type: 'setAutoCashOut', on: true },
      ]).state,
    ).toMatchObject({
      autoCashOut: false,
      message: { text: PANEL_TEXTS.badTarget },
    });
  });
});
