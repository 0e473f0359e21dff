/**
 * Stake editor rules (spec 002 §2, §5): a chip value is digits only, at most 10 digits;
 * empty is allowed while editing. Anything else is refused with only a console note.
 */
export const STAKE_INPUT_ERROR = 'Please enter a valid integer value with up to 10 digits.';

export const isValidStakeInput = (text: string): boolean => /^\d{0,10}$/.test(text);

export interface ChipInput {
  /** The chip's label as betChipsData keys it. */
  key: string;
  /** What the input holds: digits or ''. */
  value: string;
}

export const chipInputs = (chips: Record<string, number>): ChipInput[] =>
  Object.entries(chips).map(([key, value]) => ({ key, value: String(value) }));

/**
 * The betChipsData to save: labels kept as they were (as the real stake editor does), values
 * as numbers. A chip left empty is dropped (the API takes digits only), so saving an empty
 * input removes that chip.
 */
export function chipsToSave(inputs: readonly ChipInput[]): Record<string, number> {
  const chips: Record<string, number> = {};
  for (const input of inputs) {
    if (input.value !== '') chips[input.key] = Number(input.value);
  }
  return chips;
}
