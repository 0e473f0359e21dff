/**
 * The journal under /__admin/journal: query it, export it as NDJSON (streamed), and replay
 * an export. The replay route alone reads NDJSON line by line, up to REPLAY_MAX_BYTES (a
 * demo hour exports tens of megabytes); its JSON form and every other admin call keep the
 * app's small body limit.
 */
import { Readable } from 'node:stream';
import { calls } from '@esk/contracts';
import {
  journalEntrySchema,
  journalExportHeaderSchema,
  REPLAY_MAX_BYTES,
  REPLAY_MAX_LINE_BYTES,
} from '@esk/contracts/http/admin';
import { describeIssues } from '@esk/contracts/issues';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import { BadRequest, Conflict, ExchangeError } from '../exchange/errors';
import { registerRawCall } from '../http/call-route';
import { errorBody } from '../http/envelope';
import type { JournalEntry } from '../journal';
import { redactDeep } from '../journal-value';
import type { Services } from '../services';
import { type ReplayHeader, type ReplayInput, ReplayRefused, type ReplayResult } from '../sim/replay';
import type { Simulation } from '../sim/simulation';
import { readNdjson } from './ndjson';

const admin = calls.admin;
const NDJSON = 'application/x-ndjson';

export interface JournalRouteOptions {
  /** Replays an exported journal in a fresh server (app.ts passes sim/replay.ts with its app builder). */
  replay: (input: ReplayInput) => Promise<ReplayResult>;
}

/** The export's first line: enough to replay it anywhere (a non-built-in scenario travels with it). */
export function exportHeader(sim: Simulation): z.input<typeof journalExportHeaderSchema> {
  const { scenario, source } = sim.options.scenario;
  type Definition = Record<string, unknown>;
  const definition = source.kind === 'built-in' ? null : (JSON.parse(JSON.stringify(scenario)) as Definition);
  return {
    scenario: scenario.name,
    source: source.kind,
    file: source.kind === 'file' ? source.path : null,
    definition: definition && sim.journal.redact ? (redactDeep(definition) as Definition) : definition,
    seed: sim.engine.seed,
    startAt: sim.engine.startedAt,
    endAt: sim.clock.now(),
    journal: sim.journal.stats(),
  };
}

/** NDJSON text in chunks of about 64 KB (one write per line would crawl through megabytes). */
function* ndjsonChunks(first: unknown, lines: Iterable<string>): Generator<string> {
  let chunk = `${JSON.stringify(first)}\n`;
  for (const line of lines) {
    chunk += `${line}\n`;
    if (chunk.length >= 64 * 1024) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/** Parses a header or entry line with its schema; a 400 names the line and the field. */
function validLine<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BadRequest(`${where}: ${describeIssues(parsed.error)}`);
  return parsed.data;
}

async function* ndjsonEntries(lines: AsyncGenerator<{ line: number; value: unknown }>) {
  for await (const { line, value } of lines) {
    yield validLine(journalEntrySchema, value, `line ${line}`) as unknown as JournalEntry;
  }
}

/** The replay's input from an NDJSON stream (the export as is): the header line, then entries as they are read. */
async function fromNdjson(stream: Readable): Promise<ReplayInput> {
  const lines = readNdjson(stream, { maxBytes: REPLAY_MAX_BYTES, maxLineBytes: REPLAY_MAX_LINE_BYTES });
  const first = await lines.next();
  if (first.done)
    throw new BadRequest('the body is empty: send an export (npm run sim -- export run.ndjson)');
  const header = validLine(journalExportHeaderSchema, first.value.value, 'line 1 (header)');
  return { header: header as ReplayHeader, entries: ndjsonEntries(lines) };
}

function fromJson(body: unknown): ReplayInput {
  const { entries, ...header } = validLine(admin.replay.request, body ?? {}, 'body');
  return { header: header as ReplayHeader, entries: entries as unknown as JournalEntry[] };
}

function sendError(reply: FastifyReply, error: unknown) {
  const status = error instanceof ExchangeError ? error.status : 400;
  const message = error instanceof Error ? error.message : String(error);
  return reply.code(status).send(errorBody(status, message));
}

export function journalRoutes(
  app: FastifyInstance,
  services: Services,
  sim: Simulation,
  { replay }: JournalRouteOptions,
): void {
  registerRawCall(app, services, admin.journal, ({ body }) => {
    const { user, ...filter } = body;
    if (user === undefined) return { entries: sim.journal.query(filter) };
    const accounts = services.exchange.accounts;
    const found = accounts.byUsername(user) ?? accounts.byId(user);
    if (!found) {
      const known = accounts.all().map((account) => account.username.toLowerCase());
      throw new BadRequest(
        `user: '${user}' is not a username or userId here (usernames: ${known.join(', ')})`,
      );
    }
    return {
      entries: sim.journal.query({ ...filter, userId: found.userId, username: found.username }),
    };
  });

  app.get(admin.exportJournal.path, (_request, reply) => {
    // A snapshot (references, not text): the journal keeps recording and evicting while a large
    // export streams; each line is written as the client reads.
    const entries = sim.journal.snapshot();
    const header = exportHeader(sim);
    return reply.type(NDJSON).send(Readable.from(ndjsonChunks(header, sim.journal.lines(entries))));
  });

  // One replay at a time: each builds a whole server and runs its clock through the export.
  let replaying = false;

  // Its own scope, so the NDJSON stream parser (no body limit of its own: readNdjson counts) is this route's only.
  app.register(async (scope) => {
    scope.addContentTypeParser(NDJSON, (_request, payload, done) => done(null, payload));
    scope.post(admin.replay.path, async (request, reply) => {
      if (replaying) {
        return sendError(
          reply,
          new Conflict('A replay is already running (one at a time): send this one when it has answered'),
        );
      }
      replaying = true;
      try {
        const input =
          request.body instanceof Readable ? await fromNdjson(request.body) : fromJson(request.body);
        return await replay(input);
      } catch (error) {
        if (error instanceof ExchangeError || error instanceof ReplayRefused) return sendError(reply, error);
        return sendError(reply, new BadRequest(error instanceof Error ? error.message : String(error)));
      } finally {
        replaying = false;
      }
    });
  });
}
