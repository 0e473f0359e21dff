import { login as loginCall } from '@esk/contracts/http/user';
import { useMutation } from '@tanstack/react-query';
import { getConfig } from '@/config/env';
import { callApi } from '@/lib/api/api-client';
import type { MutationConfig } from '@/lib/query-client';
import type { LoginBody } from '@/stores/session-store';

export interface LoginInput {
  username: string;
  password: string;
}

/** POST user/login: the username goes upper-case, with isClient and the site host (spec 000 §5). */
export function login({ username, password }: LoginInput): Promise<LoginBody> {
  return callApi(loginCall, {
    username: username.trim().toUpperCase(),
    password,
    isClient: true,
    host: getConfig().domain,
  });
}

export const useLogin = (config: MutationConfig<typeof login> = {}) =>
  useMutation({ mutationFn: login, ...config });
