/**
 * The trigger catalogue: one form per scenario action, generated from its zod schema
 * (contracts/src/sim/actions) through its JSON Schema, so a new action or field appears here
 * with its `.describe()` text as help, its default and its choices, without a line of UI.
 * Form values are strings (and booleans); `toAction` turns them back into the action, and the
 * admin client validates it with the same schema before anything is sent.
 */
import { type ScenarioActionInput, scenarioActionSchema } from '@esk/contracts/sim/actions';
import { z } from 'zod';

export type FieldKind = 'text' | 'number' | 'boolean' | 'enum' | 'list' | 'json';

export interface ActionField {
  name: string;
  kind: FieldKind;
  required: boolean;
  /** Required but may be null (an empty box sends null). */
  nullable: boolean;
  description: string;
  options?: readonly string[];
  default?: unknown;
  integer: boolean;
  min?: number;
  max?: number;
}

export interface ActionSpec {
  type: ScenarioActionInput['type'];
  /** 'sports', 'casino', ... (the type's prefix). */
  area: string;
  description: string;
  fields: readonly ActionField[];
}

export type FormValues = Record<string, string | boolean>;

interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minimum?: number;
  maximum?: number;
}

function fieldOf(name: string, raw: JsonSchema, required: boolean): ActionField {
  const variants = raw.anyOf ?? [raw];
  const nullable = variants.some((variant) => variant.type === 'null');
  const schema = variants.find((variant) => variant.type !== 'null') ?? raw;
  const description = raw.description ?? schema.description ?? '';
  const base = {
    name,
    required,
    nullable,
    description,
    integer: schema.type === 'integer',
    ...(raw.default !== undefined ? { default: raw.default } : {}),
    ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
    ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
  };
  if (schema.enum) return { ...base, kind: 'enum', options: schema.enum.map(String) };
  if (schema.type === 'boolean') return { ...base, kind: 'boolean' };
  if (schema.type === 'number' || schema.type === 'integer') return { ...base, kind: 'number' };
  if (schema.type === 'array') {
    const item = schema.items?.type;
    return { ...base, kind: item === 'string' || item === 'number' || item === 'integer' ? 'list' : 'json' };
  }
  if (schema.type === 'object') return { ...base, kind: 'json' };
  return { ...base, kind: 'text' };
}

function specOf(schema: (typeof scenarioActionSchema.options)[number]): ActionSpec {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const type = schema.shape.type.value;
  const required = new Set(json.required ?? []);
  return {
    type,
    area: type.slice(0, type.indexOf('.')),
    description: schema.description ?? '',
    fields: Object.entries(json.properties ?? {})
      .filter(([name]) => name !== 'type')
      .map(([name, property]) => fieldOf(name, property, required.has(name))),
  };
}

/** Every action, in the order of the union (grouped by area). */
export const ACTION_SPECS: readonly ActionSpec[] = scenarioActionSchema.options.map(specOf);

export const actionSpec = (type: string): ActionSpec | undefined =>
  ACTION_SPECS.find((spec) => spec.type === type);

/** A value as the form shows it. */
export function toFormValue(field: ActionField, value: unknown): string | boolean {
  if (field.kind === 'boolean') return value === true;
  if (value === undefined || value === null) return '';
  if (field.kind === 'list' && Array.isArray(value)) return value.join(', ');
  if (field.kind === 'json') return JSON.stringify(value, null, 2);
  return String(value);
}

export class FieldInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
  }
}

/** The action the form describes; empty optional fields are left out (their defaults apply). */
export function toAction(spec: ActionSpec, values: FormValues): ScenarioActionInput {
  const action: Record<string, unknown> = { type: spec.type };
  for (const field of spec.fields) {
    const value = values[field.name];
    if (field.kind === 'boolean') {
      action[field.name] = value === true;
      continue;
    }
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      if (field.nullable && field.required) action[field.name] = null;
      continue;
    }
    if (field.kind === 'number') {
      const number = Number(text);
      if (!Number.isFinite(number)) throw new FieldInputError(field.name, `'${text}' is not a number`);
      action[field.name] = number;
    } else if (field.kind === 'list') {
      action[field.name] = text.split(/[\s,]+/).filter(Boolean);
    } else if (field.kind === 'json') {
      try {
        action[field.name] = JSON.parse(text) as unknown;
      } catch {
        throw new FieldInputError(field.name, 'is not valid JSON');
      }
    } else {
      action[field.name] = text;
    }
  }
  return action as ScenarioActionInput;
}
