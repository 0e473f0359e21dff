/** 20-20 Dragon Tiger 2 (dt202, event 3059): the second table, same rules (dragon-tiger.ts). */

import { createDragonTiger } from './dragon-tiger';
import { tableIdentity } from './identity';

export const dt202 = createDragonTiger({
  ...tableIdentity('dt202'),
  gtype: 'dt202',
});
