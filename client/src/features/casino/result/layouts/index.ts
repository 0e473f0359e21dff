/**
 * The round result popup's layouts by result gtype (001 §2.14). A gtype missing here is drawn
 * by the generic layout; superover has none ('Result not available').
 */
import type { RESULT_POPUP_GTYPES } from '@esk/contracts/catalog/casino';
import { AaaLayout } from './aaa-layout';
import { AndarBaharLayout } from './abj-layout';
import { Card32Layout } from './card32-layout';
import { DragonTigerLayout } from './dt20-layout';
import { GenericResultLayout } from './generic-layout';
import { Lucky7Layout } from './lucky7-layout';
import type { ResultLayout } from './result-layout';
import { TeenThreeWayLayout } from './teen9-layout';
import { TeenTwoPlayerLayout } from './teen20-layout';
import { Worli2Layout } from './worli2-layout';

export type ResultGtype = (typeof RESULT_POPUP_GTYPES)[number];

export const RESULT_LAYOUTS: Partial<Record<ResultGtype, ResultLayout>> = {
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
const NO_RESULT = new Set<string>(['superover']);

/** The layout a result is drawn with, or undefined when its game type shows no result. */
export function resultLayoutFor(gtype: string): ResultLayout | undefined {
  if (NO_RESULT.has(gtype)) return undefined;
  return RESULT_LAYOUTS[gtype as ResultGtype] ?? GenericResultLayout;
}
