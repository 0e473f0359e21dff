import { type LiveCasinoShortName, liveGame } from '@esk/contracts/catalog/casino';

/** A table's shortName, eventId and name, from the contracts catalogue (the one list of tables). */
export function tableIdentity(shortName: LiveCasinoShortName): {
  shortName: string;
  eventId: string;
  name: string;
} {
  const { eventId, name } = liveGame(shortName);
  return { shortName, eventId, name };
}
