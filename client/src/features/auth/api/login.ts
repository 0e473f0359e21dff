import { useMutation } from '@tanstack/react-query';
import { getConfig } from '@/config/env';
import { t } from '@/i18n/i18n';
import { ApiError } from '@/lib/api/api-error';
import type { MutationConfig } from '@/lib/query-client';
import type { LoginBody } from '@/stores/session-store';

export interface LoginInput {
  username: string;
  password: string;
}

/**
 * The API client and the login contract (with zod) are their own chunks: the sign-in page
 * shows without them and fetches them once the reader starts on the form (preloadLogin) or,
 * at the latest, with the submit.
 */
let loading:
  | Promise<[typeof import('@/lib/api/api-client'), typeof import('@esk/contracts/http/user')]>
  | undefined;

export function preloadLogin() {
  loading ??= Promise.all([import('@/lib/api/api-client'), import('@esk/contracts/http/user')]).catch(
    (error: unknown) => {
      // The next attempt loads again; the submit shows the reader a network error.
      loading = undefined;
      console.error('[api] user/login: the sign-in code could not be loaded', error);
      throw new ApiError('network', t('error.noResponse'), { path: '/v1/user/login' });
    },
  );
  return loading;
}

/** POST user/login: the username goes upper-case, with isClient and the site host (spec 000 §5). */
export async function login({ username, password }: LoginInput): Promise<LoginBody> {
  const [{ callApi }, { login: loginCall }] = await preloadLogin();
  return callApi(loginCall, {
    username: username.trim().toUpperCase(),
    password,
    isClient: true,
    host: getConfig().domain,
  });
}

export const useLogin = (config: MutationConfig<typeof login> = {}) =>
  useMutation({ mutationFn: login, ...config });
