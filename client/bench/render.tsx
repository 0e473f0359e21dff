/// <reference types="node" />
/**
 * Render part of `npm run bench` (run by run.ts in its own process, so React loads in development
 * mode, where act() works, and the jsdom globals stay out of the bundle part).
 *
 * Match details' Session table: 40 fancy rows, 20 feed ticks, each tick a new payload (every
 * object new, as parsed from the socket) in which 2 rows' numbers move. The rows are built the
 * way `SessionTable` builds them (`visibleSessions` -> `sessionRowProps` -> `SessionRow`) inside
 * a <Profiler>, which counts commits per tick.
 *
 * Why a counting wrapper and not a <Profiler> per row: a per-row Profiler calls onRender for
 * every row on every parent render, also when the memoised row bails out, so it reads 40 either
 * way. Instead the row is `memo(count + SessionRow's own render function, SessionRow.compare)`,
 * i.e. the exported component's memo semantics with a counter inside the memo boundary.
 * Baseline: the same render function behind a plain function wrapper (no memo).
 */

import type { Session } from '@esk/contracts/http/sports-schemas';
import { act, type ComponentType, memo, Profiler, useMemo } from 'react';
import type * as SessionRowModule from '../src/features/sports/components/match-details/session-row';
import type { SessionRowProps } from '../src/features/sports/components/match-details/session-row';
import type * as SessionRulesModule from '../src/features/sports/logic/sessions';
import { dom, median, moduleLoader } from './dom';
import { reportPart } from './part';

const ROWS = 40;
const TICKS = 20;
const CHANGED_PER_TICK = 2;
/** Measured rounds per variant (alternating), after one warm-up round each. */
const ROUNDS = 5;

export interface RenderVariantResult {
  rowsPerTick: number;
  commitsPerTick: number;
  /** Every tick rendered exactly the rows whose numbers changed. */
  onlyChangedRows: boolean;
  /** Median over rounds of the mean Profiler actualDuration per tick (ms). */
  actualMsPerTick: number;
  /** Median over rounds of the mean act() wall time per tick (ms). */
  wallMsPerTick: number;
}

export interface RenderResult {
  rows: number;
  ticks: number;
  changedPerTick: number;
  rounds: number;
  sessionRowIsMemo: boolean;
  memo: RenderVariantResult;
  plain: RenderVariantResult;
}

function session(index: number): Session {
  return {
    session_name: `${index + 1} OVER RUN`,
    session_id: String(1000 + index),
    oddsYes: 1,
    oddsNo: 1,
    runsYes: 46,
    runsNo: 45,
    running_status: 'ACTIVE',
    com_perm: 'YES',
    max: 50000,
    remark: index % 5 === 0 ? 'Advance fancy' : '',
  };
}

/** Tick `tick`'s payload: all objects new, rows (2t, 2t+1) mod 40 moved by one run. */
function nextPayload(previous: readonly Session[], tick: number): { sessions: Session[]; changed: string[] } {
  const moved = new Set(
    Array.from({ length: CHANGED_PER_TICK }, (_, k) => (tick * CHANGED_PER_TICK + k) % ROWS),
  );
  const changed: string[] = [];
  const sessions = previous.map((row, index) => {
    if (!moved.has(index)) return { ...row };
    changed.push(row.session_id);
    return { ...row, runsYes: row.runsYes + 1, runsNo: row.runsNo + 1 };
  });
  return { sessions, changed };
}

// Set by main() once Vite has loaded the feature modules.
let rowModule: typeof SessionRowModule;
let rules: typeof SessionRulesModule;
let RowBody: ComponentType<SessionRowProps>;

/** Row renders this tick, by sessionId. */
let renders = new Map<string, number>();
function CountedRow(props: SessionRowProps) {
  renders.set(props.sessionId, (renders.get(props.sessionId) ?? 0) + 1);
  return <RowBody {...props} />;
}

/** The table body as SessionTable builds it: visibleSessions -> sessionRowProps -> row. */
function Table({ sessions, Row }: { sessions: readonly Session[]; Row: ComponentType<SessionRowProps> }) {
  const rows = useMemo(() => rules.visibleSessions(sessions).map(rowModule.sessionRowProps), [sessions]);
  return (
    <table aria-label="Session">
      <tbody>
        {rows.map((row) => (
          <Row key={row.sessionId} {...row} />
        ))}
      </tbody>
    </table>
  );
}

let commits = 0;
let actualMs = 0;
const onRender = (_id: string, _phase: string, actualDuration: number) => {
  commits += 1;
  actualMs += actualDuration;
};

async function main(): Promise<RenderResult> {
  const vite = await moduleLoader();
  try {
    rowModule = (await vite.ssrLoadModule(
      '/src/features/sports/components/match-details/session-row.tsx',
    )) as typeof SessionRowModule;
    rules = (await vite.ssrLoadModule('/src/features/sports/logic/sessions.ts')) as typeof SessionRulesModule;
    // react-dom checks for a DOM when it loads, so it loads after the jsdom globals exist. The
    // SSR-loaded modules import the same (externalised) react and react-dom instances.
    const { createRoot } = await import('react-dom/client');

    const exported = rowModule.SessionRow as unknown as {
      $$typeof?: symbol;
      type?: ComponentType<SessionRowProps>;
      compare?: ((a: SessionRowProps, b: SessionRowProps) => boolean) | null;
    };
    const sessionRowIsMemo = exported.$$typeof === Symbol.for('react.memo') && Boolean(exported.type);
    RowBody = sessionRowIsMemo
      ? exported.type!
      : (rowModule.SessionRow as unknown as ComponentType<SessionRowProps>);

    // The exported row's memo semantics (its own compare, default shallow) with the counter inside.
    const MemoRow = sessionRowIsMemo ? memo(CountedRow, exported.compare ?? undefined) : CountedRow;
    // Baseline: the same render function, re-rendered whenever the table renders.
    const PlainRow = CountedRow;

    async function round(Row: ComponentType<SessionRowProps>) {
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      let sessions = Array.from({ length: ROWS }, (_, i) => session(i));
      const tree = (payload: readonly Session[]) => (
        <Profiler id="session-table" onRender={onRender}>
          <Table sessions={payload} Row={Row} />
        </Profiler>
      );
      await act(async () => root.render(tree(sessions)));
      if (container.querySelectorAll('tr[data-testid^="session-row-"]').length !== ROWS) {
        throw new Error(`expected ${ROWS} session rows in the DOM`);
      }
      let rowRenders = 0;
      let tickCommits = 0;
      let tickActual = 0;
      let wall = 0;
      let onlyChanged = true;
      for (let tick = 0; tick < TICKS; tick += 1) {
        const next = nextPayload(sessions, tick);
        sessions = next.sessions;
        renders = new Map();
        commits = 0;
        actualMs = 0;
        const start = performance.now();
        await act(async () => root.render(tree(sessions)));
        wall += performance.now() - start;
        const rendered = [...renders.keys()].sort();
        rowRenders += [...renders.values()].reduce((sum, n) => sum + n, 0);
        tickCommits += commits;
        tickActual += actualMs;
        if (rendered.join() !== [...next.changed].sort().join()) onlyChanged = false;
      }
      await act(async () => root.unmount());
      container.remove();
      return {
        rowsPerTick: rowRenders / TICKS,
        commitsPerTick: tickCommits / TICKS,
        onlyChanged,
        actualPerTick: tickActual / TICKS,
        wallPerTick: wall / TICKS,
      };
    }

    // Warm-up (JIT), then alternate the variants so drift hits both alike.
    await round(MemoRow);
    await round(PlainRow);
    const memoRounds = [];
    const plainRounds = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      memoRounds.push(await round(MemoRow));
      plainRounds.push(await round(PlainRow));
    }
    const summarise = (rounds: Awaited<ReturnType<typeof round>>[]): RenderVariantResult => ({
      rowsPerTick: median(rounds.map((r) => r.rowsPerTick)),
      commitsPerTick: median(rounds.map((r) => r.commitsPerTick)),
      onlyChangedRows: rounds.every((r) => r.onlyChanged),
      actualMsPerTick: median(rounds.map((r) => r.actualPerTick)),
      wallMsPerTick: median(rounds.map((r) => r.wallPerTick)),
    });
    return {
      rows: ROWS,
      ticks: TICKS,
      changedPerTick: CHANGED_PER_TICK,
      rounds: ROUNDS,
      sessionRowIsMemo,
      memo: summarise(memoRounds),
      plain: summarise(plainRounds),
    };
  } finally {
    await vite.close();
  }
}

reportPart(main(), () => dom.window.close());
