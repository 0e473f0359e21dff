/** 20-20 Dragon Tiger 2 (dt202, event 3059): the second table, same rules (dragon-tiger.ts). */
import { createDragonTiger } from './dragon-tiger';

export const dt202 = createDragonTiger({
  shortName: 'dt202',
  eventId: '3059',
  name: '20-20 Dragon Tiger 2',
  gtype: 'dt202',
});
