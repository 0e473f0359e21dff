/** Plain data as a TypeScript object literal, the way a scenario file writes it (for the README's examples). */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const WIDTH = 96;

const text = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
const key = (name: string) => (IDENTIFIER.test(name) ? name : text(name));

/** `width`: the longest line before a list or object is broken over lines (Infinity: one line). */
export function toTs(value: unknown, indent = '', width = WIDTH): string {
  if (typeof value === 'string') return text(value);
  if (value === null || typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  const parts = Array.isArray(value)
    ? value.map((item) => toTs(item, inner, width))
    : Object.entries(value).map(([name, item]) => `${key(name)}: ${toTs(item, inner, width)}`);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (parts.length === 0) return `${open}${close}`;
  const oneLine = Array.isArray(value) ? `[${parts.join(', ')}]` : `{ ${parts.join(', ')} }`;
  if (oneLine.length + indent.length <= width && !oneLine.includes('\n')) return oneLine;
  return `${open}\n${parts.map((part) => `${inner}${part},`).join('\n')}\n${indent}${close}`;
}
