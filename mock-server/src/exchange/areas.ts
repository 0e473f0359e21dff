/**
 * The exchange's areas, built once per exchange and named by the prefix of the actions each owns
 * (`exchange.areas.sports`, `exchange.areas.matka`, ...). One exchange, one registry: nothing here
 * is shared between exchanges.
 */
import type { AreaHost, AreaModule, AreaPrefix } from './area';
import { AviatorArea } from './aviator/area';
import { CasinoArea } from './casino/area';
import { IntCasinoArea } from './int-casino/area';
import { MatkaArea } from './matka/area';
import { PlayerDesk } from './player-desk';
import { RecordingArea } from './recording/area';
import { SportsArea } from './sports/area';
import type { CommissionRates } from './sports/settlement';

/** Every area prefix has its module. */
type AreaRegistry = { readonly [P in AreaPrefix]: AreaModule<P> };

export interface AreaOptions {
  /** Sports commission (designed, off by default). */
  commission?: CommissionRates;
}

/**
 * Builds the areas (sports, casino, the casino provider, matka, aviator, the recording a
 * scenario may replay) and the scripted bettor's desk. The order is part of the event stream:
 * timers an area starts when built fire in it at the same instant, and pending bets list in it.
 */
export function createAreas(host: AreaHost, options: AreaOptions = {}) {
  const matka = new MatkaArea(host);
  const sports = new SportsArea(host, options.commission);
  const casino = new CasinoArea(host);
  const intCasino = new IntCasinoArea(host);
  const aviator = new AviatorArea(host);
  const player = new PlayerDesk(host, { sports, casino, matka, aviator });
  const recording = new RecordingArea(host);
  return { matka, sports, casino, intCasino, aviator, player, recording } satisfies AreaRegistry;
}

export type ExchangeAreas = ReturnType<typeof createAreas>;
