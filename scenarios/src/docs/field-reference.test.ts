import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseScenario, scenarioSchema } from '../scenario';
import { actionDescriptions, allFieldRows, fieldReference, referenceDocument } from './field-reference';
import { objectsWithin, shapeOf, unwrap } from './schema-fields';
import { exampleBase, sectionExamples } from './section-examples';

const committed = readFileSync(fileURLToPath(new URL('../../REFERENCE.md', import.meta.url)), 'utf8');

/** The top-level fields that hold objects: the sections of the reference. */
const sections = Object.entries(shapeOf(scenarioSchema))
  .filter(([, field]) => objectsWithin(unwrap(field).core).length > 0)
  .map(([key]) => key);

describe('the scenario field reference, scenarios/REFERENCE.md', () => {
  it('is fresh (run `npm run docs` after changing the format or an action)', () => {
    expect(committed).toBe(referenceDocument());
  });

  it('describes every field of the format and of every action (.describe() on the zod schema)', () => {
    const missing = allFieldRows()
      .filter(({ row }) => !row.description)
      .map(({ where, row }) => `${where}: ${row.path}`);
    expect(missing).toEqual([]);
    const undescribedActions = actionDescriptions().filter((action) => !action.description);
    expect(undescribedActions).toEqual([]);
    expect(fieldReference()).not.toContain('**undescribed**');
  });

  it('lists the fields a newcomer asked for, with their meaning', () => {
    const reference = fieldReference();
    expect(reference).toContain('| `sessions[].line` | integer | **required** | The NO run;');
    expect(reference).toMatch(/\| `start` \| time, may be negative/);
    expect(reference).toContain('`crashes[].crashAt`');
    expect(reference).toContain('### `accounts`');
    expect(reference).toContain('#### `sports.declareSession`');
  });

  it.each(sections)('has a worked example of %s that the schema accepts', (section) => {
    const example = sectionExamples[section as keyof typeof sectionExamples];
    expect(example, `add an example for '${section}' to section-examples.ts`).toBeDefined();
    const scenario = parseScenario({ ...exampleBase, [section]: example });
    expect(scenario[section as keyof typeof scenario]).toBeDefined();
  });
});
