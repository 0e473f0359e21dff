/**
 * The scenario's scripted bettor at the exchange (player.* actions, e.g. the history's
 * player): each action is a client's own call, made with the call's contract body and run
 * through the same checks and placement code as the API route (access, then the area's
 * placeOddsBet / placeBet / place / cashOut), so its bets, settlements, statement rows and
 * reports are the ones a client's requests would have made. A refused call throws with the
 * refusal, as the route would answer it.
 */
import { calls } from '@esk/contracts';
import type { ScenarioAction } from '@esk/scenarios/actions';
import { assertAccess } from './access';
import type { User } from './accounts';
import type { AreaModule } from './area';
import { AVIATOR_PREFIX, type AviatorArea } from './aviator/area';
import { CASINO_PREFIX, type CasinoArea } from './casino/area';
import { NotFound, Rejection } from './errors';
import type { Exchange } from './exchange';
import type { MatkaArea } from './matka/area';
import { SPORTS_PREFIX, type SportsArea } from './sports/area';

export const PLAYER_PREFIX = 'player.';

type PlayerAction = Extract<ScenarioAction, { type: `player.${string}` }>;

export class PlayerDesk implements AreaModule {
  readonly prefix = PLAYER_PREFIX;

  constructor(private readonly exchange: Exchange) {}

  apply(action: ScenarioAction): void {
    const call = action as PlayerAction;
    const user = this.#user(call.username);
    switch (call.type) {
      case 'player.oddBet':
        assertAccess(calls.sports.oddBetPlaced.access, user);
        this.#area<SportsArea>(SPORTS_PREFIX).placeOddsBet(user, call.body);
        return;
      case 'player.sessionBet':
        assertAccess(calls.sports.sessionBetPlaced.access, user);
        this.#area<SportsArea>(SPORTS_PREFIX).placeSessionBet(user, call.body);
        return;
      case 'player.casinoBet':
        assertAccess(calls.casino.casinoBetPlace.access, user);
        this.#area<CasinoArea>(CASINO_PREFIX).placeBet(user, call.body, call.ip);
        return;
      case 'player.matkaBet':
        assertAccess(calls.matka.matkaPlaceBet.access, user);
        this.#area<MatkaArea>('matka.').placeBet(user.userId, call.body, call.ip);
        return;
      case 'player.aviatorBet':
        assertAccess(calls.aviator.avaitorGamePlace.access, user);
        this.#area<AviatorArea>(AVIATOR_PREFIX).place(user, call.body);
        return;
      case 'player.aviatorCashOut': {
        assertAccess(calls.aviator.avaitorCashOut.access, user);
        const aviator = this.#area<AviatorArea>(AVIATOR_PREFIX);
        const bet = aviator.openBetOf(user.userId, call.body.roundId);
        if (!bet) throw new Rejection(`${user.username} has no open bet in round ${call.body.roundId}`);
        aviator.cashOut(user, { ...call.body, betId: bet.id });
        return;
      }
      default:
        throw new Error(`the player desk does not handle ${action.type}`);
    }
  }

  #user(username: string): User {
    const user = this.exchange.accounts.byUsername(username);
    if (!user) throw new NotFound(`No user ${username}`);
    return user;
  }

  #area<T extends AreaModule>(prefix: string): T {
    const area = this.exchange.area<T>(prefix);
    if (!area) throw new Error(`no area ${prefix} for the player's call`);
    return area;
  }
}
