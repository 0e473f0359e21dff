/**
 * How each area's amount field treats typing: the `sanitize` of SlipRules.
 */
import { normalizeStakeInput } from '@esk/contracts/catalog/casino';

/**
 * Sports (spec 000 §5): non-numeric typing is ignored and an empty value is allowed; leading
 * zeros go ('007' -> '7'); capped at 9 digits so the number stays exact.
 */
export function digitsOnlyStake(typed: string, previous: string): string {
  const text = typed.trim();
  if (text === '') return '';
  if (!/^\d+$/.test(text)) return previous;
  return String(Number(text.slice(0, 9)));
}

/**
 * Casino and matka (001 §5, 002 §5): negative or non-numeric becomes '0'; a leading zero is
 * stripped when there is more than one character ('05' -> '5'); 9 digits at most.
 */
export function zeroFloorStake(typed: string): string {
  return normalizeStakeInput(typed.trim()).slice(0, 9);
}
