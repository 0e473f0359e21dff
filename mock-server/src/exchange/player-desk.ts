/**
 * The scenario's scripted bettor at the exchange (player.* actions, e.g. the history's
 * player): each action is a client's own call, made with the call's contract body and run
 * through the same checks and placement code as the API route (access, then the area's
 * placeOddsBet / placeBet / place / cashOut), so its bets, settlements, statement rows and
 * reports are the ones a client's requests would have made. A refused call throws with the
 * refusal, as the route would answer it.
 */
import { calls } from '@esk/contracts';
import type { ActionsOf } from '@esk/scenarios/actions';
import { assertAccess } from './access';
import type { User } from './accounts';
import type { AreaHost, AreaModule } from './area';
import type { AviatorArea } from './aviator/area';
import type { CasinoArea } from './casino/area';
import { NotFound, Rejection } from './errors';
import type { MatkaArea } from './matka/area';
import type { SportsArea } from './sports/area';

/** The areas a client's call can reach. */
export interface PlayerAreas {
  sports: SportsArea;
  casino: CasinoArea;
  matka: MatkaArea;
  aviator: AviatorArea;
}

export class PlayerDesk implements AreaModule<'player'> {
  constructor(
    private readonly exchange: AreaHost,
    private readonly areas: PlayerAreas,
  ) {}

  apply(call: ActionsOf<'player'>): void {
    const user = this.#user(call.username);
    const { sports, casino, matka, aviator } = this.areas;
    switch (call.type) {
      case 'player.oddBet':
        assertAccess(calls.sports.oddBetPlaced.access, user);
        sports.placeOddsBet(user, call.body);
        return;
      case 'player.sessionBet':
        assertAccess(calls.sports.sessionBetPlaced.access, user);
        sports.placeSessionBet(user, call.body);
        return;
      case 'player.casinoBet':
        assertAccess(calls.casino.casinoBetPlace.access, user);
        casino.placeBet(user, call.body, call.ip);
        return;
      case 'player.matkaBet':
        assertAccess(calls.matka.matkaPlaceBet.access, user);
        matka.placeBet(user.userId, call.body, call.ip);
        return;
      case 'player.aviatorBet':
        assertAccess(calls.aviator.avaitorGamePlace.access, user);
        aviator.place(user, call.body);
        return;
      case 'player.aviatorCashOut': {
        assertAccess(calls.aviator.avaitorCashOut.access, user);
        const bet = aviator.openBetOf(user.userId, call.body.roundId);
        if (!bet) throw new Rejection(`${user.username} has no open bet in round ${call.body.roundId}`);
        aviator.cashOut(user, { ...call.body, betId: bet.id });
        return;
      }
    }
  }

  #user(username: string): User {
    const user = this.exchange.accounts.byUsername(username);
    if (!user) throw new NotFound(`No user ${username}`);
    return user;
  }
}
