import { userLoginCheck } from '@esk/contracts/http/user';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callApi } from '@/lib/api/api-client';
import { callKey } from '@/lib/api/query-key';
import { endSession } from '@/lib/session';
import { getSession, useSessionStore } from '@/stores/session-store';

/**
 * POST user/userLoginCheck: whether the stored token is still a live session (spec 000 §7 lists
 * the call; designed: where it is used). The signed-in shell asks it once when it mounts (a
 * session restored from storage may have been revoked meanwhile) and again when the window
 * regains focus. A revoked token answers 401 / code 3 (callApi signs out); an answer saying the
 * user is not logged in, or not a client, signs out too; a password changed elsewhere is taken
 * into the stored user record.
 */
export const getLoginCheck = (signal?: AbortSignal) =>
  callApi(userLoginCheck, { userId: getSession()?.user.userId }, { signal }).then((body) => body.data);

export const getLoginCheckQueryOptions = () =>
  queryOptions({
    queryKey: callKey(userLoginCheck),
    queryFn: ({ signal }) => getLoginCheck(signal),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    meta: { silent: true },
  });

export function useLoginCheck(): void {
  const check = useQuery(getLoginCheckQueryOptions());
  const data = check.data;
  useEffect(() => {
    if (!data) return;
    if (!data.isLogin || data.userType !== 'client') {
      endSession();
      return;
    }
    useSessionStore.getState().updateUser({ isPasswordChanged: data.isPasswordChanged });
  }, [data]);
}
