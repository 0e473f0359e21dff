/**
 * The drift check's report: readable lines (one per call and per socket event, each drifting
 * field under it with the value seen) or JSON, and the exit code CI reads: 0 when nothing
 * drifts or fails, 1 otherwise.
 */
import type { CallCheck, EventCheck, FieldDrift } from './checks';

export interface DriftReport {
  base: string;
  user: string;
  startedAt: string;
  calls: CallCheck[];
  events: EventCheck[];
  /** The recording written, when --record was given. */
  recording?: { path: string; lines: number };
  summary: {
    calls: Record<CallCheck['verdict'], number>;
    events: Record<EventCheck['verdict'], number>;
    /** Every drifting field, as '<call or event> <path>': what CI logs and tests assert on. */
    drifting: string[];
  };
  exitCode: 0 | 1;
}

const FAILING = new Set(['drift', 'failed']);

export function buildReport(
  head: Pick<DriftReport, 'base' | 'user' | 'startedAt' | 'recording'>,
  calls: CallCheck[],
  events: EventCheck[],
): DriftReport {
  const count = <V extends string>(verdicts: readonly V[], all: readonly V[]) =>
    Object.fromEntries(
      all.map((verdict) => [verdict, verdicts.filter((v) => v === verdict).length]),
    ) as Record<V, number>;
  const drifting = [
    ...calls.flatMap((check) => check.fields.map((field) => `${check.call} ${field.path}`)),
    ...events.flatMap((check) =>
      check.fields.map((field) => `${check.contract ?? `${check.channel}.${check.event}`} ${field.path}`),
    ),
  ];
  const failing =
    calls.some((check) => FAILING.has(check.verdict)) || events.some((e) => FAILING.has(e.verdict));
  return {
    ...head,
    calls,
    events,
    summary: {
      calls: count(
        calls.map((check) => check.verdict),
        ['ok', 'drift', 'error', 'failed', 'skipped'],
      ),
      events: count(
        events.map((check) => check.verdict),
        ['ok', 'drift', 'failed', 'quiet', 'unknown'],
      ),
      drifting: [...new Set(drifting)],
    },
    exitCode: failing ? 1 : 0,
  };
}

const LABEL: Record<string, string> = {
  ok: 'ok     ',
  drift: 'DRIFT  ',
  error: 'error  ',
  failed: 'FAILED ',
  skipped: 'skipped',
  quiet: 'quiet  ',
  unknown: 'unknown',
};

const fieldLines = (fields: readonly FieldDrift[]) =>
  fields.map((field) => `            ${field.path}: ${field.message}\n              seen: ${field.seen}`);

const pathOf = (url: string) => {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** The report as a person reads it in a terminal or a CI log. */
export function formatReport(report: DriftReport): string {
  const width = Math.max(24, ...report.calls.map((check) => check.call.length));
  const lines = [`Drift check of ${report.base} as ${report.user} (${report.startedAt})`, '', 'HTTP calls'];
  for (const check of report.calls) {
    const where = check.method ? `${check.method} ${pathOf(check.url)}` : '';
    const status = check.status === undefined ? '' : ` ${check.status} in ${check.ms} ms`;
    lines.push(`  ${LABEL[check.verdict]} ${check.call.padEnd(width)} ${where}${status}`.trimEnd());
    if (check.message) lines.push(`            ${check.message}`);
    if (check.verdict === 'drift' && check.designed) {
      lines.push(
        '            (this contract was designed here, the spec does not show it: the drift may be ours)',
      );
    }
    lines.push(...fieldLines(check.fields));
  }
  lines.push('', 'Socket events');
  if (report.events.length === 0) lines.push('  (no socket to listen to: sign-in failed)');
  for (const check of report.events) {
    const room = check.room ? ` room ${check.room}` : '';
    const name = check.contract ?? check.event;
    const seen =
      check.seen > 0 ? ` ${check.seen} seen${check.drifting ? `, ${check.drifting} drifting` : ''}` : '';
    lines.push(`  ${LABEL[check.verdict]} ${`${check.channel}${room}`.padEnd(22)} ${name}${seen}`);
    if (check.message) lines.push(`            ${check.message}`);
    lines.push(...fieldLines(check.fields));
  }
  const { calls, events, drifting } = report.summary;
  const said = (counts: Record<string, number>) =>
    Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([verdict, n]) => `${n} ${verdict}`)
      .join(', ') || 'none';
  lines.push(
    '',
    `Calls: ${said(calls)}. Socket events: ${said(events)}.`,
    drifting.length > 0
      ? `Drifting fields (${drifting.length}):\n${drifting.map((d) => `  ${d}`).join('\n')}`
      : '',
    report.recording ? `Recorded ${report.recording.lines} lines to ${report.recording.path}` : '',
    report.exitCode === 0 ? 'No drift.' : 'Drift or failures found: exit code 1.',
  );
  return `${lines.filter((line, i, all) => line !== '' || all[i - 1] !== '').join('\n')}\n`;
}
