/**
 * The round result popup's layouts by result gtype (001 §2.14). A gtype missing here is drawn
 * by the generic layout; superover has none ('Result not available').
 */
import type { RESULT_POPUP_GTYPES } from '@esk/contracts/catalog/casino';
import { AaaLayout } from './aaa-layout';
import { Ab20Layout } from './ab20-layout';
import { AndarBaharLayout } from './abj-layout';
import { BaccaratLayout } from './baccarat-layout';
import { Baccarat2Layout } from './baccarat2-layout';
import { BtableLayout } from './btable-layout';
import { Card32Layout } from './card32-layout';
import { Cmatch20Layout } from './cmatch20-layout';
import { CmeterLayout } from './cmeter-layout';
import { Dt6Layout } from './dt6-layout';
import { DragonTigerLayout } from './dt20-layout';
import { GenericResultLayout } from './generic-layout';
import { Lucky7Layout } from './lucky7-layout';
import { Lucky7euLayout } from './lucky7eu-layout';
import { PokerLayout } from './poker-layout';
import { Poker20Layout } from './poker20-layout';
import { QueenLayout } from './queen-layout';
import { Race20Layout } from './race20-layout';
import type { ResultLayout } from './result-layout';
import { Teen8Layout } from './teen8-layout';
import { TeenThreeWayLayout } from './teen9-layout';
import { TeenTwoPlayerLayout } from './teen20-layout';
import { WarLayout } from './war-layout';
import { WorliLayout } from './worli-layout';
import { Worli2Layout } from './worli2-layout';

export type ResultGtype = (typeof RESULT_POPUP_GTYPES)[number];

export const RESULT_LAYOUTS: Partial<Record<ResultGtype, ResultLayout>> = {
  queen: QueenLayout,
  race20: Race20Layout,
  btable: BtableLayout,
  ab20: Ab20Layout,
  worli: WorliLayout,
  teen8: Teen8Layout,
  lucky7eu: Lucky7euLayout,
  dt6: Dt6Layout,
  poker: PokerLayout,
  poker20: Poker20Layout,
  War: WarLayout,
  cmeter: CmeterLayout,
  baccarat: BaccaratLayout,
  baccarat2: Baccarat2Layout,
  cmatch20: Cmatch20Layout,
  teen20: TeenTwoPlayerLayout,
  Teen: TeenTwoPlayerLayout,
  teen9: TeenThreeWayLayout,
  lucky7: Lucky7Layout,
  dt20: DragonTigerLayout,
  dt202: DragonTigerLayout,
  aaa: AaaLayout,
  worli2: Worli2Layout,
  abj: AndarBaharLayout,
  card32: Card32Layout,
  card32eu: Card32Layout,
};

/** Game types whose popup shows no result (001 §2.14). */
export const NO_RESULT_GTYPES = new Set<string>(['superover']);

/** The layout a result is drawn with, or undefined when its game type shows no result. */
export function resultLayoutFor(gtype: string): ResultLayout | undefined {
  if (NO_RESULT_GTYPES.has(gtype)) return undefined;
  return RESULT_LAYOUTS[gtype as ResultGtype] ?? GenericResultLayout;
}
