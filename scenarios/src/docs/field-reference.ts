/**
 * The scenario format's field reference, generated from the zod schemas (scenario.ts,
 * format/*, the actions of contracts/src/sim/actions) into scenarios/REFERENCE.md: every
 * section with each field's type, default and `.describe()` text, a worked example per section
 * (section-examples.ts), and every action a timeline or `npm run sim -- trigger` can use.
 * `npm run docs` writes it; a test fails when the file is stale.
 */
import type { z } from 'zod';
import { PLAYER_CALL_BODIES, scenarioActionSchema } from '../actions';
import { scenarioSchema } from '../scenario';
import {
  descriptionOf,
  discriminatorOf,
  type FieldRow,
  fieldRow,
  fieldRows,
  itemOf,
  literalOf,
  nameSchema,
  objectsWithin,
  optionsOf,
  shapeOf,
  typeLabel,
  unwrap,
} from './schema-fields';
import { sectionExamples } from './section-examples';
import { toTs } from './to-ts';

type Schema = z.core.$ZodType;

nameSchema(scenarioActionSchema, 'action (see [Actions](#actions))');
for (const [body, path] of PLAYER_CALL_BODIES) nameSchema(body, `body of \`${path}\` (its contract)`);

const UNDESCRIBED = '**undescribed**';
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** A markdown table of fields; a field shared by a union's options (`at`) is listed once. */
function table(rows: FieldRow[]): string {
  const lines = ['| field | type | default | meaning |', '| --- | --- | --- | --- |'];
  const seen = new Set<string>();
  for (const row of rows) {
    const key = `${row.path}|${row.type}|${row.description}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const shown = row.default === 'required' ? '**required**' : row.default ? `\`${row.default}\`` : '';
    lines.push(
      `| \`${cell(row.path)}\` | ${cell(row.type)} | ${cell(shown)} | ${cell(row.description ?? UNDESCRIBED)} |`,
    );
  }
  return lines.join('\n');
}

/**
 * A section's tables: one, or for a discriminated union (matches: play 'simulate' | 'script')
 * the fields every option shares, then each option's own.
 */
function sectionTables(core: Schema): string[] {
  const options = objectsWithin(core).map(({ object }) => object);
  const discriminator = discriminatorOf(itemOf(core));
  if (!discriminator || options.length < 2) return [table(options.flatMap((option) => fieldRows(option)))];
  const key = (row: FieldRow) => `${row.path}|${row.type}|${row.description}`;
  const perOption = options.map((option) => fieldRows(option));
  const shared = (perOption[0] ?? []).filter((row) =>
    perOption.every((rows) => rows.some((r) => key(r) === key(row))),
  );
  const sharedKeys = new Set(shared.map(key));
  return [
    `Every ${discriminator}:\n\n${table(shared)}`,
    ...options.map((option, i) => {
      const tag = typeLabel(unwrap(shapeOf(option)[discriminator] as Schema).core);
      const about = descriptionOf(option);
      const own = (perOption[i] ?? []).filter((row) => !sharedKeys.has(key(row)));
      return `\`${discriminator}: ${tag}\`${about ? `: ${about}` : ''}\n\n${table(own)}`;
    }),
  ];
}

const actionOptions = () => optionsOf(scenarioActionSchema);
const actionType = (option: Schema) => literalOf(shapeOf(option).type as Schema);

/** Every field of the format and of every action, for the "every field is described" test. */
export function allFieldRows(): { where: string; row: FieldRow }[] {
  const rows = fieldRows(scenarioSchema).map((row) => ({ where: 'scenario', row }));
  for (const option of actionOptions()) {
    for (const row of fieldRows(option))
      if (row.path !== 'type') rows.push({ where: actionType(option), row });
  }
  return rows;
}

/** Each action type and its description, for the test. */
export function actionDescriptions(): { type: string; description: string | undefined }[] {
  return actionOptions().map((option) => ({ type: actionType(option), description: descriptionOf(option) }));
}

function actionsSection(): string {
  const parts = [
    '### Actions',
    '',
    "What `timeline` entries and `npm run sim -- trigger '<JSON>'` apply: the plain, validated objects every section above turns into. Times inside actions are epoch ms on the scenario clock; money is in coins.",
  ];
  for (const option of actionOptions()) {
    const rows = fieldRows(option).filter((row) => row.path !== 'type');
    parts.push('', `#### \`${actionType(option)}\``, '', descriptionOf(option) ?? UNDESCRIBED);
    if (rows.length) parts.push('', table(rows));
  }
  return parts.join('\n');
}

/** The generated reference, markers excluded. */
export function fieldReference(): string {
  const top: FieldRow[] = [];
  const sections: string[] = [];
  for (const [key, field] of Object.entries(shapeOf(scenarioSchema))) {
    const { core, description } = unwrap(field);
    const row = fieldRow(key, field);
    if (objectsWithin(core).length === 0) {
      top.push(row);
      continue;
    }
    top.push({ ...row, type: `${row.type}: [below](#${key.toLowerCase()})` });
    const example = sectionExamples[key as keyof typeof sectionExamples];
    sections.push(
      [
        `### \`${key}\``,
        '',
        description ?? UNDESCRIBED,
        '',
        sectionTables(core).join('\n\n'),
        ...(example === undefined ? [] : ['', '```ts', `${key}: ${toTs(example)},`, '```']),
      ].join('\n'),
    );
  }
  return ['### Top level', '', table(top), '', sections.join('\n\n'), '', actionsSection()].join('\n');
}

/** The whole of scenarios/REFERENCE.md. */
export function referenceDocument(): string {
  return [
    '# Scenario field reference',
    '',
    '<!-- generated from the zod schemas by `npm run docs` (scenarios/src/docs): edit the schemas, not this file -->',
    '',
    "Every `at` is **scenario time** from the start: `'0s'`, `'90s'`, `'1m30s'`, `'2h'` (or a number of ms).",
    "A match `start` may be negative (already in play). Matka times are **clock times at +05:30** (`'15:45'`).",
    "The tables below come from the zod schemas' `.describe()` texts, so they always match what the",
    'validation accepts (a test fails when this file is stale or a field has no description). How to write',
    'and run a scenario: [README.md](README.md).',
    '',
    fieldReference(),
    '',
  ].join('\n');
}
