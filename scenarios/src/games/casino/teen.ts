/**
 * 1 Day Teenpatti (teen, event 3031): result '1' Player A, '3' Player B (the reading of the
 * page that uses 3; the catalogue's strip accepts 2 and 3). Rows use 'ACTIVE'/'SUSPENDED'.
 * Rates stay fixed through the round (the live one-day table re-prices as cards turn;
 * the interface has one rate per market). Rules in teen-two-player.ts.
 */
import { tableIdentity } from './identity';
import { createTwoPlayerTeen } from './teen-two-player';

export const teen = createTwoPlayerTeen({
  ...tableIdentity('teen'),
  gtype: 'Teen',
  resultB: '3',
  rowStatus: 'word',
});
