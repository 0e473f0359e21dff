/** 20-20 Dragon Tiger (dt20, event 3035): the rules are in dragon-tiger.ts. */
import { createDragonTiger } from './dragon-tiger';

export const dt20 = createDragonTiger({
  shortName: 'dt20',
  eventId: '3035',
  name: '20-20 Dragon Tiger',
  gtype: 'dt20',
});
