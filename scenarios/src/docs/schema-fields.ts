/**
 * Reads a zod schema as a list of documented fields: path, type as a writer reads it
 * ('duration', "'T10' | 'T20'"), default, and the `.describe()` text. It walks whatever
 * the schemas hold, so a field or action added anywhere appears in the reference (and a
 * test names every field still without a description).
 */
import type { z } from 'zod';
import {
  durationSchema,
  hhmmSchema,
  offsetSchema,
  scenarioDurationSchema,
  signedOffsetSchema,
  startAtSchema,
} from '../duration';
import { toTs } from './to-ts';

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  [key: string]: unknown;
}

export interface FieldRow {
  /** 'sessions[].declare.run' */
  path: string;
  type: string;
  /** The default as written, or 'required' / '' (optional, none). */
  default: string;
  description: string | undefined;
}

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const descriptionOf = (schema: Schema) => (schema as unknown as { description?: string }).description;

/** Schemas that read as one kind of value, however they are built (a union with a transform). */
const NAMED = new Map<unknown, string>([
  [defOf(durationSchema), "duration ('90s')"],
  [defOf(offsetSchema), "time ('1m30s')"],
  [defOf(signedOffsetSchema), "time, may be negative ('-40m')"],
  [defOf(scenarioDurationSchema), "duration or 'endless'"],
  [defOf(startAtSchema), 'ISO date-time with offset, or epoch ms'],
  [defOf(hhmmSchema), "'HH:mm' (+05:30)"],
]);

/** The same for a refined copy (`durationSchema.refine(...)` keeps the parts of the pipe). */
const namedPipe = (def: Def) =>
  def.type === 'pipe'
    ? [...NAMED].find(([named]) => (named as Def).type === 'pipe' && (named as Def).out === def.out)?.[1]
    : undefined;

/** Other schemas to show by name instead of expanding (the action union inside `timeline`). */
export function nameSchema(schema: Schema, label: string): void {
  NAMED.set(defOf(schema), label);
}

interface Unwrapped {
  core: Schema;
  optional: boolean;
  nullable: boolean;
  default?: unknown;
  description: string | undefined;
}

const WRAPPERS = new Set(['optional', 'default', 'prefault', 'nullable', 'readonly', 'nonoptional', 'catch']);

/** Peels optional/default/nullable wrappers, keeping the outermost description and the default. */
export function unwrap(schema: Schema): Unwrapped {
  const out: Unwrapped = {
    core: schema,
    optional: false,
    nullable: false,
    description: descriptionOf(schema),
  };
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (NAMED.has(def) || !WRAPPERS.has(def.type)) break;
    if (def.type === 'optional') out.optional = true;
    if (def.type === 'nullable') out.nullable = true;
    if ((def.type === 'default' || def.type === 'prefault') && !('default' in out)) {
      out.default = def.defaultValue;
    }
    current = def.innerType as Schema;
    out.description ??= descriptionOf(current);
  }
  out.core = current;
  return out;
}

const quote = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** How a writer reads the type of a value. */
export function typeLabel(schema: Schema): string {
  const def = defOf(schema);
  const named = NAMED.get(def) ?? namedPipe(def);
  if (named) return named;
  switch (def.type) {
    case 'nullable':
      return `${typeLabel(def.innerType as Schema)} | null`;
    case 'optional':
    case 'default':
    case 'prefault':
    case 'readonly':
      return typeLabel(def.innerType as Schema);
    case 'string':
      return 'text';
    case 'number':
      return (def.checks as unknown[] | undefined)?.some(
        (check) => defOf(check as Schema).format === 'safeint',
      )
        ? 'integer'
        : 'number';
    case 'boolean':
      return 'true / false';
    case 'null':
      return 'null';
    case 'literal':
      return (def.values as unknown[]).map(quote).join(' | ');
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)
        .map(quote)
        .join(' | ');
    case 'array':
      return `list of ${typeLabel(def.element as Schema)}`;
    case 'tuple':
      return `[${(def.items as Schema[]).map(typeLabel).join(', ')}]`;
    case 'record':
      return `{ ${typeLabel(def.keyType as Schema)}: ${typeLabel(def.valueType as Schema)} }`;
    case 'object':
      return 'object';
    case 'union':
      return [...new Set((def.options as Schema[]).map((option) => typeLabel(unwrap(option).core)))].join(
        ' | ',
      );
    case 'pipe':
      return typeLabel(readsAs(def));
    default:
      return def.type;
  }
}

function defaultText(value: unknown): string {
  if (value === undefined) return '';
  const text = toTs(value, '', Number.POSITIVE_INFINITY);
  return text.length > 48 ? `${text.slice(0, 45)}...` : text;
}

/** The objects a field's value may be (itself, its list's items, a union's object options). */
export function objectsWithin(schema: Schema): { object: Schema; suffix: string }[] {
  const def = defOf(schema);
  if (NAMED.has(def)) return [];
  if (def.type === 'object') return [{ object: schema, suffix: '.' }];
  if (def.type === 'array') {
    return objectsWithin(unwrap(def.element as Schema).core).map(({ object, suffix }) => ({
      object,
      suffix: `[]${suffix}`,
    }));
  }
  if (def.type === 'union')
    return (def.options as Schema[]).flatMap((option) => objectsWithin(unwrap(option).core));
  if (def.type === 'pipe') return objectsWithin(readsAs(def));
  return [];
}

/** The side of a pipe a writer reads: its input, or, behind a preprocess (`'7d'` for `{ for: '7d' }`), what it becomes. */
function readsAs(pipe: Def): Schema {
  return defOf(pipe.in as Schema).type === 'transform' ? (pipe.out as Schema) : (pipe.in as Schema);
}

/** One field's row (its nested fields are not included). */
export function fieldRow(path: string, field: Schema): FieldRow {
  const { core, optional, nullable, description, ...rest } = unwrap(field);
  return {
    path,
    type: `${typeLabel(core)}${nullable ? ' | null' : ''}`,
    default: 'default' in rest ? defaultText(rest.default) : optional ? '' : 'required',
    description,
  };
}

/** Every field of an object schema, nested ones as dotted paths, each once. */
export function fieldRows(object: Schema, prefix = ''): FieldRow[] {
  const shape = defOf(object).shape as Record<string, Schema>;
  const rows: FieldRow[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const path = `${prefix}${key}`;
    rows.push(fieldRow(path, field));
    for (const { object: inner, suffix } of objectsWithin(unwrap(field).core)) {
      rows.push(...fieldRows(inner, `${path}${suffix}`));
    }
  }
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.path}|${row.type}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The fields of an object schema, by name. */
export const shapeOf = (object: Schema) => defOf(object).shape as Record<string, Schema>;

/** The options of a union schema. */
export const optionsOf = (union: Schema) => defOf(union).options as Schema[];

/** The field a discriminated union is told apart by, if it is one. */
export const discriminatorOf = (union: Schema) => defOf(union).discriminator as string | undefined;

/** The element of a list schema, or the schema itself. */
export const itemOf = (schema: Schema) =>
  defOf(schema).type === 'array' ? unwrap(defOf(schema).element as Schema).core : schema;

/** The value of a literal field ('sports.addMatch' of `type`). */
export const literalOf = (field: Schema) => String((defOf(unwrap(field).core).values as unknown[])[0]);

export { descriptionOf };
