/**
 * Scenario files QA owns, outside the packages: `./qa/friday.ts` (a TypeScript module
 * exporting a scenario, written with `defineScenario` from '@esk/scenarios') or
 * `./qa/friday.json` (the same plain data). Both are validated by the same zod schema as
 * the built-in ones; a mistake fails with the file and the field's path. A module is
 * imported afresh on every load (a new URL each time), so editing it and loading again
 * picks up the change.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, extname, isAbsolute, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { loadScenario } from './catalog/index';
import type { AccountSpec } from './format/accounts';
import { type Recording, RecordingFormatError, readRecording } from './format/recording';
import { scenarioFromRecording, withRecordedAccount } from './recording-scenario';
import { parseScenario, type Scenario, ScenarioFormatError } from './scenario';
import { standardAccounts } from './standard-accounts';

const MODULE_EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];
/** A recording made by `npm run drift -- --record` plays as a scenario of its own. */
const RECORDING_EXTENSION = '.ndjson';
const FILE_EXTENSIONS = [...MODULE_EXTENSIONS, '.json', RECORDING_EXTENSION];

/** Where a scenario came from: the built-in catalogue, a file (absolute path), or a definition sent inline. */
export type ScenarioSource = { kind: 'built-in' } | { kind: 'file'; path: string } | { kind: 'inline' };

export interface ResolvedScenario {
  scenario: Scenario;
  source: ScenarioSource;
}

export class ScenarioFileError extends Error {
  constructor(
    readonly path: string,
    message: string,
  ) {
    super(`scenario file ${path}: ${message}`);
    this.name = 'ScenarioFileError';
  }
}

/** Whether a scenario reference names a file (a path or a file name) rather than a built-in scenario. */
export function isScenarioPath(reference: string): boolean {
  return /[/\\]/.test(reference) || FILE_EXTENSIONS.includes(extname(reference));
}

/**
 * The directory relative paths start from: where the user ran the command. `npm run` moves
 * into the workspace (mock-server/) but keeps the caller's directory in INIT_CWD.
 */
export function callerDirectory(env: Record<string, string | undefined> = process.env): string {
  return env.INIT_CWD ?? process.cwd();
}

/** Loads and validates a scenario file; throws a ScenarioFileError naming the file and the problem. */
export async function loadScenarioFile(path: string, cwd = callerDirectory()): Promise<ResolvedScenario> {
  const absolute = isAbsolute(path) ? path : resolve(cwd, path);
  const extension = extname(absolute);
  if (!FILE_EXTENSIONS.includes(extension))
    throw new ScenarioFileError(absolute, `use a ${FILE_EXTENSIONS.join(', ')} file`);
  if (!existsSync(absolute)) throw new ScenarioFileError(absolute, 'not found');
  let data =
    extension === RECORDING_EXTENSION
      ? scenarioFromRecording(readRecordingFile(absolute), absolute)
      : extension === '.json'
        ? readJson(absolute)
        : exportedScenario(absolute, await importModule(absolute));
  data = withRecordingLoaded(data, absolute);
  try {
    return { scenario: parseScenario(data), source: { kind: 'file', path: absolute } };
  } catch (error) {
    throw new ScenarioFileError(absolute, (error as Error).message);
  }
}

/** A built-in name ('smoke') or a file path ('./qa/friday.ts'). */
export async function resolveScenario(reference: string, cwd = callerDirectory()): Promise<ResolvedScenario> {
  if (isScenarioPath(reference)) return loadScenarioFile(reference, cwd);
  return { scenario: loadScenario(reference), source: { kind: 'built-in' } };
}

function readRecordingFile(path: string): Recording {
  try {
    return readRecording(readFileSync(path, 'utf8'));
  } catch (error) {
    if (error instanceof RecordingFormatError)
      throw new ScenarioFileError(path, `recording ${error.message}`);
    throw new ScenarioFileError(path, `could not be read: ${(error as Error).message}`);
  }
}

/** `recording: './rec.ndjson'` in a scenario file: read relative to that file, carried inline from here on. */
function withRecordingLoaded(data: unknown, scenarioPath: string): unknown {
  if (typeof data !== 'object' || data === null || !('recording' in data)) return data;
  const reference = (data as { recording: unknown }).recording;
  if (typeof reference !== 'string') return data;
  const path = isAbsolute(reference) ? reference : resolve(dirname(scenarioPath), reference);
  if (!existsSync(path)) throw new ScenarioFileError(scenarioPath, `recording ${path}: not found`);
  const recording = readRecordingFile(path);
  const usernames = standardAccounts.map((account) => account.username.toLowerCase());
  const scenario: { accounts?: AccountSpec[]; standardAccounts?: boolean; recording: Recording } = {
    ...(data as object),
    recording,
  };
  return withRecordedAccount(scenario, recording, usernames);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch (error) {
    throw new ScenarioFileError(path, `not valid JSON: ${(error as Error).message}`);
  }
}

let loads = 0;

/**
 * Imports a scenario module afresh. Where TypeScript already loads (the CLI and the server run
 * under tsx, tests under vitest) a plain import with a new query shares '@esk/scenarios' with
 * the caller: milliseconds. Elsewhere tsx's own loader imports it (seconds: a second copy).
 */
async function freshImport(path: string): Promise<Record<string, unknown>> {
  const url = `${pathToFileURL(path).href}?load=${++loads}`;
  try {
    return (await import(url)) as Record<string, unknown>;
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
    return (await tsImport(url, import.meta.url)) as Record<string, unknown>;
  }
}

async function importModule(path: string): Promise<Record<string, unknown>> {
  try {
    return await freshImport(path);
  } catch (error) {
    // defineScenario validates while the module loads: its error already names the fields.
    if (error instanceof Error && error.name === ScenarioFormatError.name)
      throw new ScenarioFileError(path, error.message);
    const [message = ''] = (error as Error).message.split('\n');
    const hint = message.includes("'@esk/")
      ? " (keep scenario files inside the repository, e.g. in qa/, so '@esk/scenarios' resolves)"
      : '';
    throw new ScenarioFileError(path, `could not be imported: ${message}${hint}`);
  }
}

/** The module's default export, else its one exported scenario-like object. */
function exportedScenario(path: string, module: Record<string, unknown>): unknown {
  if (module.default !== undefined) return module.default;
  const candidates = Object.entries(module).filter(
    ([, value]) => typeof value === 'object' && value !== null && 'name' in value && 'duration' in value,
  );
  if (candidates.length === 1) return candidates[0]?.[1];
  if (candidates.length === 0)
    throw new ScenarioFileError(path, "exports no scenario: 'export default defineScenario({ ... })'");
  throw new ScenarioFileError(
    path,
    `exports several scenarios (${candidates.map(([name]) => name).join(', ')}): export default the one to run`,
  );
}
