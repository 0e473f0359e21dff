/**
 * One drift check: the walk over the HTTP calls, then the sockets it found (with, when
 * asked, one aviator bet of the table's minimum placed and cashed out at once), the
 * report, and the recording written. The CLI (cli.ts) prints it; tests call it directly.
 */
import { calls, events } from '@esk/contracts';
import { AVIATOR_CASINO_TYPE, AVIATOR_DEFAULT_STAKE, AVIATOR_EVENT_ID } from '@esk/contracts/catalog/aviator';
import type { CallCheck } from './checks';
import { DriftHttp } from './http';
import type { DriftOptions } from './options';
import { Recorder } from './recorder';
import { buildReport, type DriftReport } from './report';
import { listen, type PushListener } from './sockets';
import { walk } from './walk';

/**
 * --place-bets: bets the minimum in the first open round seen on the aviator socket and cashes
 * out as soon as that round runs (at most the stake is lost, if it crashes first).
 */
function aviatorBet(
  http: DriftHttp,
  stake: number,
  checks: CallCheck[],
  pending: Promise<unknown>[],
): { listener: PushListener; betting: () => boolean } {
  let state: 'waiting' | 'placing' | 'placed' | 'done' = 'waiting';
  let bet: { roundId: string; betId: string } | undefined;
  const listener: PushListener = (channel, event, payload) => {
    if (channel !== 'aviator' || event !== events.aviator.crashValue.event || state === 'done') return;
    const parsed = events.aviator.crashValue.payload.safeParse(payload);
    if (!parsed.success) return;
    const round = parsed.data;
    if (state === 'waiting' && round.gameStatus === 'open' && round.isBetting) {
      state = 'placing';
      const placing = http
        .call(
          calls.aviator.avaitorGamePlace,
          {
            roundId: round.roundId,
            amount: stake,
            casinoType: AVIATOR_CASINO_TYPE,
            eventId: AVIATOR_EVENT_ID,
          },
          { idempotent: true },
        )
        .then(({ check, value }) => {
          checks.push(check);
          if (value) {
            bet = { roundId: round.roundId, betId: value.data.betInsertId };
            state = 'placed';
          } else state = 'done';
        });
      pending.push(placing);
    } else if (state === 'placed' && bet && round.roundId === bet.roundId && round.gameStatus === 'running') {
      state = 'done';
      const { roundId, betId } = bet;
      pending.push(
        http
          .call(
            calls.aviator.avaitorCashOut,
            { roundId, eventId: AVIATOR_EVENT_ID, betId },
            { idempotent: true },
          )
          .then(({ check }) => checks.push(check)),
      );
    }
  };
  return { listener, betting: () => state !== 'waiting' };
}

export interface RunSettings {
  now?: () => number;
}

export async function runDrift(options: DriftOptions, settings: RunSettings = {}): Promise<DriftReport> {
  const now = settings.now ?? Date.now;
  const startedAt = now();
  const recorder = options.record
    ? new Recorder(options.record, options.base, startedAt, options.user)
    : undefined;
  const http = new DriftHttp(
    { base: options.base, secret: options.secret, timeoutMs: options.timeoutMs, now },
    recorder,
  );
  try {
    const walked = await walk(http, options, now);
    const checks = [...walked.checks];
    const pending: Promise<unknown>[] = [];
    const stake = walked.targets.aviator?.minStake || AVIATOR_DEFAULT_STAKE;
    const bet = options.placeBets && walked.signedIn ? aviatorBet(http, stake, checks, pending) : undefined;
    const heard = await listen(walked.targets, {
      listenMs: options.listenMs,
      now,
      recorder,
      ...(bet ? { onPush: bet.listener } : {}),
    });
    await Promise.all(pending);
    if (bet && !bet.betting()) {
      checks.push({
        call: 'aviator.avaitorGamePlace',
        method: 'POST',
        url: '',
        ms: 0,
        verdict: 'skipped',
        fields: [],
        message: `no open aviator round in ${options.listenMs / 1000} s of listening: nothing was bet (listen longer)`,
      });
    }
    return buildReport(
      {
        base: options.base,
        user: options.user,
        startedAt: new Date(startedAt).toISOString(),
        ...(recorder ? { recording: { path: recorder.path, lines: recorder.size + 1 } } : {}),
      },
      checks,
      heard,
    );
  } finally {
    // Written also when the check stops early: what was seen is never lost.
    recorder?.write();
  }
}
