/**
 * Aviator rounds, back to back:
 *   aviator.openRound (betting window; the seed's sha256 published)
 *   -> aviator.takeOff (the multiplier starts at 1.00 and grows as e^(k t))
 *   -> aviator.crash when the curve reaches the crash point (the seed revealed)
 *   -> aviator.closeRound `closeAfter` later -> the next round `nextAfter` after that.
 * Crash points come from the provably fair hash chain (aviator-fair.ts) unless scripted.
 */
import { msToReach } from '@esk/contracts/catalog/aviator-curve';
import { type AviatorCrowdSpec, type AviatorSpec, pinnedOpenAt } from '../format/aviator';
import { chatLine, crashReaction, crowdBets, crowdNames } from './aviator-crowd';
import { crashPointFromSeed, type HashChain, hashChain, sha256Hex } from './aviator-fair';
import type { GeneratorContext } from './context';

/** Seeds of scripted rounds start with this: verifyCrash fails for them, by design. */
export const SCRIPTED_SEED_PREFIX = 'scripted-';

export interface AviatorRoundPlan {
  round: number;
  serverSeed: string;
  crashPoint: number;
  scripted: boolean;
}

/** Hands out server seeds and crash points round by round; chains are built only when needed. */
export class AviatorSeeds {
  #chain: HashChain | undefined;
  #chainNo = 0;
  #used = 0;
  #round = 0;

  constructor(
    readonly spec: AviatorSpec,
    readonly chainSeed: string,
    readonly scriptedSeed: (round: number) => string,
  ) {}

  /** The chain in use (built on first use), for publishing its commitment. */
  get chain(): HashChain {
    if (!this.#chain || this.#used >= this.#chain.length) {
      this.#chainNo++;
      this.#chain = hashChain(
        this.#chainNo === 1 ? this.chainSeed : `${this.chainSeed}#${this.#chainNo}`,
        this.spec.chainLength,
      );
      this.#used = 0;
    }
    return this.#chain;
  }

  /** The next round's plan, or undefined when the scenario's rounds are over. */
  next(): AviatorRoundPlan | undefined {
    const round = ++this.#round;
    if (this.spec.rounds !== undefined && round > this.spec.rounds) return undefined;
    const scripted = this.spec.script[round - 1];
    if (round > this.spec.script.length && this.spec.afterScript === 'stop') return undefined;
    if (scripted !== undefined && scripted !== null) {
      return {
        round,
        serverSeed: this.scriptedSeed(round),
        crashPoint: Math.floor(scripted * 100) / 100,
        scripted: true,
      };
    }
    const chain = this.chain;
    const serverSeed = chain.seedForRound(++this.#used);
    return {
      round,
      serverSeed,
      crashPoint: crashPointFromSeed(serverSeed, this.spec.houseEdge, this.spec.salt),
      scripted: false,
    };
  }
}

/** Where round plans come from: the scenario's own AviatorSeeds, or (a history) the chain before them. */
export interface RoundSeeds {
  next(): AviatorRoundPlan | undefined;
}

/** The chain seed a scenario's aviator uses: its own, or one derived from the scenario name and seed. */
export function aviatorChainSeed(spec: AviatorSpec, scenarioName: string, seed: number | string): string {
  return spec.chainSeed ?? `${scenarioName}/${String(seed)}`;
}

/**
 * The server seeds of the `count` rounds played before chain round 1, oldest first. They
 * continue the chain backwards: the newest is the chain's commitment c[L] (sha256 of round 1's
 * seed), each older one the sha256 of the next. So a history's rounds and the scenario's own
 * form one chain: sha256(seed of a round) is the seed of the round before it.
 */
export function seedsBeforeChain(chain: HashChain, count: number): string[] {
  const newestFirst: string[] = [];
  let seed = chain.commitment;
  for (let i = 0; i < count; i++) {
    newestFirst.push(seed);
    seed = sha256Hex(seed);
  }
  return newestFirst.reverse();
}

export interface AviatorOptions {
  /** Round plans; default the spec's script, then its provably fair chain. */
  seeds?: RoundSeeds;
}

export function startAviator(
  ctx: GeneratorContext,
  spec: AviatorSpec,
  scenarioName: string,
  options: AviatorOptions = {},
): void {
  const rng = ctx.rng.fork('aviator');
  const scriptedSeed = () => `${SCRIPTED_SEED_PREFIX}${rng.hex(16)}`;
  const seeds =
    options.seeds ?? new AviatorSeeds(spec, aviatorChainSeed(spec, scenarioName, ctx.seed), scriptedSeed);
  for (const { at, ...change } of spec.settings) {
    ctx.at(ctx.startAt + at, () => ctx.emit({ type: 'aviator.settings', ...change }));
  }
  const crowd = spec.crowd ? startCrowd(ctx, spec.crowd) : undefined;
  const pinned = spec.crashes.map((crash) => ({
    openAt: ctx.startAt + pinnedOpenAt(crash, spec.betting),
    crashPoint: Math.floor(crash.crash * 100) / 100,
  }));
  const lengthOf = (plan: { crashPoint: number }) =>
    spec.betting + msToReach(plan.crashPoint) + spec.closeAfter + spec.nextAfter;
  let nextPin = 0;
  /** A script or chain round that did not fit before a pinned one: it plays after it. */
  let held: AviatorRoundPlan | undefined;

  /** Plans the round that opens at `openAt` or, when a pinned crash comes first, waits for it. */
  const next = (openAt: number) => {
    const pin = pinned[nextPin];
    const plan = held ?? seeds.next();
    held = undefined;
    if (pin && (!plan || openAt + lengthOf(plan) > pin.openAt)) {
      held = plan;
      nextPin++;
      playRound(pin.openAt, {
        round: 0,
        serverSeed: scriptedSeed(),
        crashPoint: pin.crashPoint,
        scripted: true,
      });
      return;
    }
    if (plan) playRound(openAt, plan);
  };

  const playRound = (openAt: number, plan: AviatorRoundPlan) => {
    const takeOffAt = openAt + spec.betting;
    const crashAt = takeOffAt + msToReach(plan.crashPoint);
    const closeAt = crashAt + spec.closeAfter;
    if (!ctx.fits(closeAt)) return;
    const roundId = `AV${openAt}`;
    ctx.at(openAt, () => {
      ctx.emit({
        type: 'aviator.openRound',
        roundId,
        serverSeedHash: sha256Hex(plan.serverSeed),
        bettingMs: spec.betting,
        houseEdge: spec.houseEdge,
        salt: spec.salt,
      });
      if (crowd) ctx.emit({ type: 'aviator.crowd', roundId, bets: crowd.bets(spec.betting) });
      ctx.at(takeOffAt, () => ctx.emit({ type: 'aviator.takeOff', roundId, crashPoint: plan.crashPoint }));
      ctx.at(crashAt, () => {
        ctx.emit({
          type: 'aviator.crash',
          roundId,
          crashPoint: plan.crashPoint,
          serverSeed: plan.serverSeed,
        });
        crowd?.react(crashAt, plan.crashPoint);
      });
      ctx.at(closeAt, () => {
        ctx.emit({ type: 'aviator.closeRound', roundId });
        next(closeAt + spec.nextAfter);
      });
    });
  };
  next(ctx.startAt + spec.start);
}

/**
 * The crowd of one scenario: a fixed pool of names, bets drawn per round, and a chat line
 * every `chatEvery` on average (±50%). Its own random streams, so turning it on or off does
 * not change a single crash point or seed.
 */
function startCrowd(ctx: GeneratorContext, spec: AviatorCrowdSpec) {
  const betsRng = ctx.rng.fork('aviator:crowd');
  const chatRng = ctx.rng.fork('aviator:chat');
  const names = crowdNames(ctx.fakerFor('aviator:crowd'), spec.pool);
  const say = (text: string) => ctx.emit({ type: 'aviator.chat', player: chatRng.pick(names), text });
  const chatEvery = spec.chatEvery;
  if (chatEvery !== false && names.length > 0) {
    const next = (time: number) => {
      ctx.at(time, () => {
        say(chatLine(chatRng));
        next(time + Math.round(chatEvery * chatRng.float(0.5, 1.5)));
      });
    };
    next(ctx.startAt + Math.round(chatEvery * chatRng.float(0.2, 1)));
  }
  return {
    bets: (bettingMs: number) => (names.length ? crowdBets(betsRng, names, spec, bettingMs) : []),
    react: (crashAt: number, crashPoint: number) => {
      if (chatEvery === false || names.length === 0) return;
      const text = crashReaction(chatRng, crashPoint);
      if (text) ctx.at(crashAt + chatRng.int(600, 1800), () => say(text));
    },
  };
}
