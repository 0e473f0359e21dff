import { AviatorArea } from './aviator/area';
import { CasinoArea } from './casino/area';
import type { Exchange } from './exchange';
import { IntCasinoArea } from './int-casino/area';
import { MatkaArea } from './matka/area';
import { PlayerDesk } from './player-desk';
import { RecordingArea } from './recording/area';
import { SportsArea } from './sports/area';

/** Adds every area module (sports, casino, the casino provider, matka, aviator, the recording a scenario may replay) and the scripted bettor's desk to a new exchange. */
export function createAreas(exchange: Exchange): void {
  exchange.use(new MatkaArea(exchange));
  exchange.use(new SportsArea(exchange));
  exchange.use(new CasinoArea(exchange));
  exchange.use(new IntCasinoArea(exchange));
  exchange.use(new AviatorArea(exchange));
  exchange.use(new PlayerDesk(exchange));
  exchange.use(new RecordingArea(exchange));
}
