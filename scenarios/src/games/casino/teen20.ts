/** 20-20 Teenpatti (teen20, event 3030): result '1' Player A, '2' Player B (spec 2.10). Rules in teen-two-player.ts. */
import { tableIdentity } from './identity';
import { createTwoPlayerTeen } from './teen-two-player';

export const teen20 = createTwoPlayerTeen({
  ...tableIdentity('teen20'),
  gtype: 'teen20',
  resultB: '2',
  rowStatus: 'digit',
});
