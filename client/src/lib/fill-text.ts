/** A text with {name} slots filled ('You have lost {loss} today' + {loss: '₹300.00'}). */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
