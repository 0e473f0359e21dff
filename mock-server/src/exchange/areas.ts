import { AviatorArea } from './aviator/area';
import { CasinoArea } from './casino/area';
import type { Exchange } from './exchange';
import { MatkaArea } from './matka/area';
import { RecordingArea } from './recording/area';
import { SportsArea } from './sports/area';

/** Adds every area module (sports, casino, matka, aviator, and the recording a scenario may replay) to a new exchange. */
export function createAreas(exchange: Exchange): void {
  exchange.use(new MatkaArea(exchange));
  exchange.use(new SportsArea(exchange));
  exchange.use(new CasinoArea(exchange));
  exchange.use(new AviatorArea(exchange));
  exchange.use(new RecordingArea(exchange));
}
