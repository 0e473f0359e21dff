/** One generated field of a trigger form: its input by kind, its schema description as help. */
import type { ControlState } from '@esk/contracts/control';
import type { ActionField, ActionSpec, FormValues } from '../logic/action-fields';
import { fieldChoices } from '../logic/live-defaults';
import { useControlStore } from '../stores/control-store';
import styles from './trigger-panel.module.css';

interface Props {
  spec: ActionSpec;
  field: ActionField;
  id: string;
  value: string | boolean;
  values: FormValues;
  onChange(value: string | boolean): void;
  error: string | undefined;
}

const HINT: Partial<Record<ActionField['kind'], string>> = {
  list: 'Separate items with commas.',
  json: 'JSON.',
};

function choicesOf(spec: ActionSpec, field: ActionField, state: ControlState | null, values: FormValues) {
  if (field.kind === 'enum') return field.options?.map((option) => ({ value: option, label: option }));
  return state ? fieldChoices(spec, field.name, state, values) : undefined;
}

export function ActionFieldInput({ spec, field, id, value, values, onChange, error }: Props) {
  const state = useControlStore((store) => store.state);
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const described = [helpId, error ? errorId : ''].filter(Boolean).join(' ');
  const text = typeof value === 'string' ? value : '';
  const choices = choicesOf(spec, field, state, values);
  const common = {
    id,
    'aria-describedby': described,
    'aria-invalid': error ? true : undefined,
    required: field.required && !field.nullable,
  } as const;

  let input: React.ReactNode;
  if (field.kind === 'boolean') {
    input = (
      <input
        {...common}
        required={false}
        type="checkbox"
        checked={value === true}
        onChange={(event) => onChange(event.target.checked)}
      />
    );
  } else if (choices && choices.length > 0) {
    const known = choices.some((choice) => choice.value === text);
    input = (
      <select
        {...common}
        className={styles.select}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      >
        {(!field.required || field.nullable) && (
          <option value="">{field.nullable ? '(none: null)' : '(default)'}</option>
        )}
        {!known && text !== '' && <option value={text}>{text}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'json') {
    input = (
      <textarea
        {...common}
        className={styles.textarea}
        rows={Math.min(8, Math.max(3, text.split('\n').length))}
        value={text}
        spellCheck={false}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  } else {
    input = (
      <input
        {...common}
        className={styles.input}
        type={field.kind === 'number' ? 'number' : 'text'}
        {...(field.kind === 'number'
          ? { step: field.integer ? 1 : 'any', inputMode: field.integer ? 'numeric' : 'decimal' }
          : {})}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }

  return (
    <div
      className={`${styles.field} ${field.kind === 'json' ? styles.wide : ''} ${field.kind === 'boolean' ? styles.check : ''}`}
    >
      <label className={styles.label} htmlFor={id}>
        <code>{field.name}</code>
        {field.required && !field.nullable && <span className={styles.required}> (required)</span>}
      </label>
      {input}
      <p className={styles.help} id={helpId}>
        {[field.description, HINT[field.kind]].filter(Boolean).join(' ')}
      </p>
      {error && (
        <p className={styles.error} id={errorId} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
