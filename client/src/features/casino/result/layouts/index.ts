/**
 * The round result popup's layouts by result gtype (001 §2.14). A gtype missing here is drawn
 * by the generic layout; superover has none ('Result not available').
 */
import type { RESULT_POPUP_GTYPES } from '@esk/contracts/catalog/casino';
import { GenericResultLayout } from './generic-layout';
import type { ResultLayout } from './result-layout';

export type ResultGtype = (typeof RESULT_POPUP_GTYPES)[number];

export const RESULT_LAYOUTS: Partial<Record<ResultGtype, ResultLayout>> = {};

/** Game types whose popup shows no result (001 §2.14). */
const NO_RESULT = new Set<string>(['superover']);

/** The layout a result is drawn with, or undefined when its game type shows no result. */
export function resultLayoutFor(gtype: string): ResultLayout | undefined {
  if (NO_RESULT.has(gtype)) return undefined;
  return RESULT_LAYOUTS[gtype as ResultGtype] ?? GenericResultLayout;
}
