/// <reference types="node" />
/**
 * Casino render part of `npm run bench` (run by run.ts in its own process, like render.tsx).
 *
 * The render cost of a round push on a live table: the 32 Cards B board (the largest: 34 prices)
 * built as LiveTable builds it (family rules -> MarketBoard), fed 20 pushes, each a new payload
 * (every object new, as parsed from the socket). Even pushes only move the countdown (autotime);
 * odd pushes also move one back price. Only the changed price may render: 0 cells, then 1.
 *
 * Counting: MarketButton is memo(view, compare); the memo object's `type` is swapped for the view
 * wrapped with a counter, so the counter sits inside the memo boundary with the exported compare.
 * Baseline: the same board with a compare that never bails out (a board without memo).
 */
import type { CasinoRound } from '@esk/contracts/http/casino-schemas';
import { act, type ComponentType, createElement, type ReactElement, useMemo } from 'react';
import type * as FamiliesModule from '../src/features/casino/board-layouts';
import type * as BoardModule from '../src/features/casino/components/board/market-board';
import type * as ButtonModule from '../src/features/casino/components/board/market-button';
import { dom, median, moduleLoader } from './dom';
import { reportPart } from './part';

const PUSHES = 20;
const ROUNDS = 5;

export interface CasinoVariantResult {
  /** Prices rendered per push (mean). */
  cellsPerPush: number;
  /** Every push rendered exactly the prices it changed (0 on countdown-only pushes, 1 otherwise). */
  onlyChangedCells: boolean;
  /** Median over rounds of the mean act() wall time per push (ms). */
  wallMsPerPush: number;
}

export interface CasinoRenderResult {
  table: string;
  cells: number;
  pushes: number;
  rounds: number;
  memo: CasinoVariantResult;
  plain: CasinoVariantResult;
}

const row = (sid: string, nation: string, b1: number, l1?: number) => ({
  mid: 'R1',
  sid,
  nation,
  b1,
  bs1: 500000,
  ...(l1 === undefined ? {} : { l1, ls1: 500000 }),
  rate: b1,
  gstatus: '1',
});

/** A card32eu push: autotime `seconds`; `bump` moves Player 9's back price up by 0.01 per bump. */
function push(seconds: number, bump: number): CasinoRound {
  const players = [
    row('1', 'Player 8', 12.2, 13.2),
    row('2', 'Player 9', Math.round((5.85 + bump / 100) * 100) / 100, 6.35),
    row('3', 'Player 10', 3.3, 3.55),
    row('4', 'Player 11', 2.08, 2.22),
  ];
  const oddEven = ['8', '9', '10', '11'].flatMap((player, index) => [
    row(String(5 + index * 2), `Player ${player} Odd`, 1.97),
    row(String(6 + index * 2), `Player ${player} Even`, 1.97),
  ]);
  const singles = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'].map((digit, index) =>
    row(String(15 + index), `Single ${digit}`, 9.5),
  );
  return {
    data: {
      t1: [{ mid: 'R1', autotime: seconds, C1: '8', C2: '9', C3: '10', C4: '11', desc: '1,1,1,1' }],
      t2: [
        ...players,
        ...oddEven,
        row('13', 'Any Three Card Black', 3.15, 3.5),
        row('14', 'Any Three Card Red', 3.15, 3.5),
        ...singles,
        row('25', '8 & 9 Total', 2.08),
        row('26', '10 & 11 Total', 2.08),
        row('27', 'Two Black Two Red', 2.38, 2.62),
      ],
    },
    result: [],
  } as CasinoRound;
}

let renders = 0;

async function main(): Promise<CasinoRenderResult> {
  const vite = await moduleLoader();
  try {
    const board = (await vite.ssrLoadModule(
      '/src/features/casino/components/board/market-board.tsx',
    )) as typeof BoardModule;
    const button = (await vite.ssrLoadModule(
      '/src/features/casino/components/board/market-button.tsx',
    )) as typeof ButtonModule;
    const { TABLE_FAMILIES } = (await vite.ssrLoadModule(
      '/src/features/casino/board-layouts/index.ts',
    )) as typeof FamiliesModule;
    const { createRoot } = await import('react-dom/client');

    const memoButton = button.MarketButton as unknown as {
      type: ComponentType<ButtonModule.MarketButtonProps>;
      compare: (a: ButtonModule.MarketButtonProps, b: ButtonModule.MarketButtonProps) => boolean;
    };
    const view = memoButton.type;
    const compare = memoButton.compare;
    memoButton.type = function CountedMarketButton(props: ButtonModule.MarketButtonProps): ReactElement {
      renders += 1;
      return createElement(view, props);
    };

    const family = TABLE_FAMILIES.card32eu;
    const positions = {};
    function Table({ round }: { round: CasinoRound }) {
      const sections = useMemo(
        () => family.board(round.data, { code: 'card32eu', oddsDifference: 0 }),
        [round],
      );
      return createElement(board.MarketBoard, {
        sections,
        roundId: round.data.t1[0]?.mid ?? '',
        positions,
        sideWords: family.sideWords,
      });
    }

    const cells = family
      .board(push(20, 0).data, { code: 'card32eu', oddsDifference: 0 })
      .reduce(
        (sum, section) =>
          sum +
          (section.kind === 'tiles'
            ? section.tiles.length
            : section.rows.reduce((n, r) => n + r.cells.filter(Boolean).length, 0)),
        0,
      );

    async function round(useMemoCompare: boolean) {
      memoButton.compare = useMemoCompare ? compare : () => false;
      const container = document.createElement('div');
      document.body.append(container);
      const root = createRoot(container);
      await act(async () => root.render(createElement(Table, { round: push(20, 0) })));
      if (container.querySelectorAll('button[data-sid]').length !== cells) {
        throw new Error(`expected ${cells} prices in the DOM`);
      }
      let total = 0;
      let wall = 0;
      let onlyChanged = true;
      let bump = 0;
      for (let n = 1; n <= PUSHES; n += 1) {
        const moves = n % 2 === 1;
        if (moves) bump += 1;
        renders = 0;
        const start = performance.now();
        await act(async () => root.render(createElement(Table, { round: push(20 - n, bump) })));
        wall += performance.now() - start;
        total += renders;
        if (renders !== (moves ? 1 : 0)) onlyChanged = false;
      }
      await act(async () => root.unmount());
      container.remove();
      return { cellsPerPush: total / PUSHES, onlyChanged, wallPerPush: wall / PUSHES };
    }

    await round(true);
    await round(false);
    const memoRounds = [];
    const plainRounds = [];
    for (let i = 0; i < ROUNDS; i += 1) {
      memoRounds.push(await round(true));
      plainRounds.push(await round(false));
    }
    memoButton.compare = compare;
    const summarise = (rounds: Awaited<ReturnType<typeof round>>[]): CasinoVariantResult => ({
      cellsPerPush: median(rounds.map((r) => r.cellsPerPush)),
      onlyChangedCells: rounds.every((r) => r.onlyChanged),
      wallMsPerPush: median(rounds.map((r) => r.wallPerPush)),
    });
    return {
      table: '32 Cards B (card32eu)',
      cells,
      pushes: PUSHES,
      rounds: ROUNDS,
      memo: summarise(memoRounds),
      plain: summarise(plainRounds),
    };
  } finally {
    await vite.close();
  }
}

reportPart(main(), () => dom.window.close());
