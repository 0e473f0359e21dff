/** 20-20 Dragon Tiger (dt20, event 3035): the rules are in dragon-tiger.ts. */

import { createDragonTiger } from './dragon-tiger';
import { tableIdentity } from './identity';

export const dt20 = createDragonTiger({
  ...tableIdentity('dt20'),
  gtype: 'dt20',
});
