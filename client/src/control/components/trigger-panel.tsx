/**
 * The trigger catalogue: every scenario action, its form generated from its schema
 * (logic/action-fields.ts) and pre-filled from the live state (logic/live-defaults.ts).
 */
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Panel } from '../../components/ui/panel';
import { triggerAll } from '../api/admin';
import {
  ACTION_SPECS,
  type ActionSpec,
  actionSpec,
  type FormValues,
  toAction,
  toFormValue,
} from '../logic/action-fields';
import { liveDefaults } from '../logic/live-defaults';
import { useControlStore } from '../stores/control-store';
import { ActionFieldInput } from './action-field-input';
import styles from './trigger-panel.module.css';

const AREAS = [...new Set(ACTION_SPECS.map((spec) => spec.area))];
const FIRST = 'sports.declareSession';

/** Fields whose choice changes what the others default to. */
const PARENTS: Record<string, readonly string[]> = {
  marketId: ['sessionId', 'run', 'winnerSelectionId', 'rates'],
  sessionId: ['run'],
  shortName: ['roundId'],
};

function initialValues(spec: ActionSpec, values: FormValues = {}): FormValues {
  const state = useControlStore.getState().state;
  const live = state ? liveDefaults(spec, state, values) : {};
  return Object.fromEntries(
    spec.fields.map((field) => [field.name, toFormValue(field, live[field.name] ?? field.default)]),
  );
}

export function TriggerPanel() {
  const [type, setType] = useState<string>(FIRST);
  const spec = actionSpec(type) ?? ACTION_SPECS[0];
  const [values, setValues] = useState<FormValues>(() => (spec ? initialValues(spec) : {}));
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const formId = useId();
  if (!spec) return null;

  const choose = (next: string) => {
    const nextSpec = actionSpec(next);
    setType(next);
    setError(null);
    if (nextSpec) setValues(initialValues(nextSpec));
  };

  const change = (name: string, value: string | boolean) => {
    const next = { ...values, [name]: value };
    const dependents = PARENTS[name];
    if (dependents) {
      const refreshed = initialValues(spec, next);
      for (const dependent of dependents)
        if (dependent in refreshed) next[dependent] = refreshed[dependent] ?? '';
    }
    setValues(next);
  };

  const submit = async () => {
    let action: ReturnType<typeof toAction>;
    try {
      action = toAction(spec, values);
    } catch (problem) {
      const field = (problem as { field?: string }).field ?? '';
      setError({ field, text: (problem as Error).message });
      return;
    }
    setError(null);
    await triggerAll(spec.type, [action]);
  };

  return (
    <Panel title="Trigger an action">
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className={styles.pick}>
          <label className={styles.label} htmlFor={`${formId}-type`}>
            Action
          </label>
          <select
            id={`${formId}-type`}
            className={styles.select}
            value={spec.type}
            onChange={(event) => choose(event.target.value)}
            aria-describedby={`${formId}-about`}
          >
            {AREAS.map((area) => (
              <optgroup key={area} label={area}>
                {ACTION_SPECS.filter((candidate) => candidate.area === area).map((candidate) => (
                  <option key={candidate.type} value={candidate.type}>
                    {candidate.type}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <p className={styles.about} id={`${formId}-about`}>
            {spec.description}
          </p>
        </div>
        <div className={styles.fields}>
          {spec.fields.map((field) => (
            <ActionFieldInput
              key={`${spec.type}/${field.name}`}
              spec={spec}
              field={field}
              id={`${formId}-${field.name}`}
              value={values[field.name] ?? ''}
              values={values}
              onChange={(value) => change(field.name, value)}
              error={error?.field === field.name ? error.text : undefined}
            />
          ))}
          {spec.fields.length === 0 && <p className={styles.about}>No fields.</p>}
        </div>
        {error && !spec.fields.some((field) => field.name === error.field) && (
          <p className={styles.error} role="alert">
            {error.text}
          </p>
        )}
        <div className={styles.buttons}>
          <Button type="submit">Trigger now</Button>
          <Button variant="outline" onClick={() => setValues(initialValues(spec))}>
            Refill from live state
          </Button>
        </div>
      </form>
    </Panel>
  );
}
