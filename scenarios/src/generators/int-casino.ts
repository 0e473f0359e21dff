/**
 * The provider's tables between the user's plays: each game deals a round from its own seeded
 * stream (`intcasino:<gameId>`) at the start and then every `every`, as intCasino.dealRound
 * actions (so every game has a round from the first second); closures are intCasino.setGame pairs.
 */

import { findProviderGame, PROVIDER_GAMES } from '@esk/contracts/catalog/int-casino';
import { formatIst } from '@esk/contracts/dates';
import type { IntCasinoSpec } from '../format/int-casino';
import { rulesFor } from '../games/provider/index';
import { type GeneratorContext, repeatEvery } from './context';

/** A round id of a provider game: its code, the time at +05:30 to the second, and 'S' (simulated) or the play's counter. */
export const providerRoundId = (code: string, at: number, suffix: string): string =>
  `${code}${formatIst(at, 'YYMMDDHHmmss')}${suffix}`;

/** The games that deal when the scenario does not say: every provider game that plays rounds. */
export const dealingGames = (): string[] =>
  PROVIDER_GAMES.filter((game) => game.kind !== 'lobby').map((game) => game.gameId);

export function startIntCasino(ctx: GeneratorContext, spec: IntCasinoSpec): void {
  const games = spec.games ?? dealingGames();
  for (const gameId of games) {
    const game = findProviderGame(gameId);
    const rules = game ? rulesFor(game.gtype) : undefined;
    if (!game || !rules) throw new Error(`intCasino: no provider game '${gameId}' that deals rounds`);
    const rng = ctx.rng.fork(`intcasino:${gameId}`);
    repeatEvery(ctx, ctx.startAt + spec.start, spec.every, (n) => {
      if (spec.rounds !== undefined && n >= spec.rounds) return false;
      ctx.emit({
        type: 'intCasino.dealRound',
        gameId,
        roundId: providerRoundId(game.code, ctx.now(), 'S'),
        draw: rules.deal(rng.fork(`round:${n}`)),
      });
      return undefined;
    });
  }
  for (const closure of spec.closures) {
    const from = ctx.startAt + closure.at;
    ctx.at(from, () =>
      ctx.emit({ type: 'intCasino.setGame', gameId: closure.gameId, open: false, message: closure.message }),
    );
    ctx.at(from + closure.for, () =>
      ctx.emit({ type: 'intCasino.setGame', gameId: closure.gameId, open: true, message: '' }),
    );
  }
}
