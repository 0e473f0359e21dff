/**
 * The result popup's labels for the provider game types, as i18n keys generated from the
 * contracts (catalog/result-view.ts): `casino.result.field.<field>` for desc lines and
 * `casino.result.role.<role>` for hands. English is the contracts' text; each language passes
 * its own by id, so a field added to the contracts is a compile error until every language names it.
 */
import {
  GROUP_ROLES,
  type GroupRole,
  RESULT_FIELDS,
  type ResultField,
} from '@esk/contracts/catalog/result-labels';

export type ResultFieldKey = `casino.result.field.${ResultField}`;
export type GroupRoleKey = `casino.result.role.${GroupRole}`;

export const resultFieldKey = (field: ResultField): ResultFieldKey => `casino.result.field.${field}`;
export const groupRoleKey = (role: GroupRole): GroupRoleKey => `casino.result.role.${role}`;

export function resultLabels(
  fields: Readonly<Record<ResultField, string>>,
  roles: Readonly<Record<GroupRole, string>>,
): Record<ResultFieldKey | GroupRoleKey, string> {
  return {
    ...(Object.fromEntries(
      (Object.keys(fields) as ResultField[]).map((field) => [resultFieldKey(field), fields[field]]),
    ) as Record<ResultFieldKey, string>),
    ...(Object.fromEntries(
      (Object.keys(roles) as GroupRole[]).map((role) => [groupRoleKey(role), roles[role]]),
    ) as Record<GroupRoleKey, string>),
  };
}

export const resultLabelsEn = resultLabels(RESULT_FIELDS, GROUP_ROLES);
