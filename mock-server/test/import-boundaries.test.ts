/**
 * The layering, held by a test instead of by review (the graph: import-graph.ts).
 * - Packages: contracts <- scenarios <- mock-server, client -> contracts; e2e drives the client
 *   against scenarios (-> contracts, scenarios), qa writes scenarios (-> scenarios).
 * - The client flows shared -> features -> app: a feature imports no other feature; shared code
 *   (lib, components, stores, config, i18n) imports no feature and no app module.
 * - The control room and the player app are separate builds: neither imports the other.
 * - No import cycle anywhere, type-only and `import()` edges included.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ImportEdge, importCycles, importGraph, packageOf } from './import-graph';

const ALLOWED_PACKAGE_EDGES: Record<string, readonly string[]> = {
  contracts: [],
  scenarios: ['contracts'],
  'mock-server': ['contracts', 'scenarios'],
  client: ['contracts'],
  e2e: ['contracts', 'scenarios'],
  qa: ['scenarios'],
};

/** Edges the rules above refuse, each kept on purpose. */
const EXCEPTIONS: readonly { from: string; to: string; why: string }[] = [
  {
    from: 'mock-server/test/docker-compose.test.ts',
    to: 'client/dev-server-env.ts',
    why: 'docker-compose.yml runs both packages; its test holds it to what each one reads',
  },
];

const CLIENT_SRC = 'client/src/';
const SHARED = ['lib', 'components', 'stores', 'config', 'i18n', 'styles'];

/** Where a client file sits: its layer, and its feature for a feature file. */
function clientZone(path: string): { layer: string; feature?: string } | undefined {
  if (!path.startsWith(CLIENT_SRC)) return undefined;
  const [top = '', second] = path.slice(CLIENT_SRC.length).split('/');
  if (top === 'features' && second) return { layer: 'features', feature: second };
  if (top === 'control' || top.startsWith('control.')) return { layer: 'control' };
  if (SHARED.includes(top)) return { layer: 'shared' };
  return { layer: top.includes('.') ? 'entry' : top };
}

/** Why the edge breaks a client rule, or undefined when it keeps them. */
function clientViolation(edge: ImportEdge): string | undefined {
  const from = clientZone(edge.from);
  const to = clientZone(edge.to);
  if (!from || !to) return undefined;
  if ((from.layer === 'control') !== (to.layer === 'control')) {
    if (from.layer === 'control' && to.layer === 'shared') return undefined;
    return 'the control room and the player app import nothing of each other (shared code excepted)';
  }
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return 'a feature imports another feature (compose them in app/)';
  }
  if (from.layer === 'features' && to.layer === 'app') return 'a feature imports the app layer';
  if (from.layer === 'shared' && (to.layer === 'features' || to.layer === 'app')) {
    return 'shared code (lib, components, stores, config, i18n) imports a feature or the app layer';
  }
  return undefined;
}

const isException = (edge: ImportEdge) =>
  EXCEPTIONS.some((exception) => exception.from === edge.from && exception.to === edge.to);

describe('import boundaries', () => {
  let edges: ImportEdge[];
  // Some 1,100 files parsed and resolved: a few seconds, more on a busy machine.
  beforeAll(() => {
    edges = importGraph();
  }, 120_000);

  it('reads the whole graph (every package, the workspaces and the client alias resolved)', () => {
    const packages = new Set(edges.map((edge) => `${packageOf(edge.from)}->${packageOf(edge.to)}`));
    for (const edge of [
      'scenarios->contracts',
      'mock-server->scenarios',
      'client->contracts',
      'client->client',
    ]) {
      expect(packages).toContain(edge);
    }
    expect(edges.some((edge) => edge.from === 'client/src/app/router.tsx' && edge.dynamic)).toBe(true);
  });

  it('keeps package edges to contracts <- scenarios <- mock-server and client -> contracts', () => {
    const wrong = edges
      .filter((edge) => {
        const from = packageOf(edge.from);
        const to = packageOf(edge.to);
        return from !== to && !ALLOWED_PACKAGE_EDGES[from]?.includes(to) && !isException(edge);
      })
      .map((edge) => `${edge.from} -> ${edge.to}`);
    expect(wrong).toEqual([]);
  });

  it('keeps the client layered: features apart, shared code below them, control and player apart', () => {
    const wrong = edges.flatMap((edge) => {
      const why = clientViolation(edge);
      return why && !isException(edge) ? [`${edge.from} -> ${edge.to}: ${why}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  it('has no import cycle', () => {
    expect(importCycles(edges)).toEqual([]);
  });

  it('holds only exceptions that are still in the graph', () => {
    for (const exception of EXCEPTIONS) {
      expect(
        edges.some((edge) => edge.from === exception.from && edge.to === exception.to),
        exception.from,
      ).toBe(true);
    }
  });
});

describe('the rules themselves', () => {
  const edge = (from: string, to: string): ImportEdge => ({ from, to, typeOnly: false, dynamic: false });

  it('refuse a feature importing another, shared code importing a feature, and control <-> player', () => {
    expect(
      clientViolation(edge('client/src/features/matka/a.ts', 'client/src/features/wallet/b.ts')),
    ).toBeDefined();
    expect(
      clientViolation(edge('client/src/i18n/en.ts', 'client/src/features/sports/i18n/en.ts')),
    ).toBeDefined();
    expect(clientViolation(edge('client/src/lib/x.ts', 'client/src/app/router.tsx'))).toBeDefined();
    expect(
      clientViolation(edge('client/src/control/a.tsx', 'client/src/features/casino/b.ts')),
    ).toBeDefined();
    expect(clientViolation(edge('client/src/app/a.tsx', 'client/src/control/b.ts'))).toBeDefined();
  });

  it('allow a feature its own files and shared code, the app every feature, control the shared UI', () => {
    expect(
      clientViolation(edge('client/src/features/matka/a.ts', 'client/src/features/matka/b.ts')),
    ).toBeUndefined();
    expect(clientViolation(edge('client/src/features/matka/a.ts', 'client/src/lib/b.ts'))).toBeUndefined();
    expect(
      clientViolation(edge('client/src/app/texts.ts', 'client/src/features/matka/i18n/en.ts')),
    ).toBeUndefined();
    expect(
      clientViolation(edge('client/src/control/a.tsx', 'client/src/components/ui/button.tsx')),
    ).toBeUndefined();
  });

  it('find a cycle through a type-only or a dynamic import', () => {
    expect(
      importCycles([
        { from: 'a.ts', to: 'b.ts', typeOnly: true, dynamic: false },
        { from: 'b.ts', to: 'a.ts', typeOnly: false, dynamic: true },
        { from: 'b.ts', to: 'c.ts', typeOnly: false, dynamic: false },
      ]),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
