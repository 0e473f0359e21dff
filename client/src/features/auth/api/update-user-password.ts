import type { ResponseOf } from '@esk/contracts';
import { updateUserPassword as updateUserPasswordCall } from '@esk/contracts/http/user';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api/api-client';
import type { MutationConfig } from '@/lib/query-client';

export interface ChangePasswordInput {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * PATCH user/updateUserPassword (the real clients send PATCH) with the spec's payload
 * {oldPassword, password}: the confirmation is checked in the form and never sent.
 */
export function updateUserPassword(
  input: ChangePasswordInput,
): Promise<ResponseOf<typeof updateUserPasswordCall>> {
  return callApi(updateUserPasswordCall, { oldPassword: input.oldPassword, password: input.password });
}

export const useUpdateUserPassword = (config: MutationConfig<typeof updateUserPassword> = {}) =>
  useMutation({ mutationFn: updateUserPassword, ...config });
