/** 20-20 Teenpatti (teen20, event 3030): result '1' Player A, '2' Player B (spec 2.10). Rules in teen-two-player.ts. */
import { createTwoPlayerTeen } from './teen-two-player';

export const teen20 = createTwoPlayerTeen({
  shortName: 'teen20',
  eventId: '3030',
  name: '20-20 Teenpatti',
  gtype: 'teen20',
  resultB: '2',
  rowStatus: 'digit',
});
