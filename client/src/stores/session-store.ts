/**
 * The logged-in session, kept under the spec's `user_id` key as the login body
 * ({token, data}), so it survives reloads and matches what the real clients store.
 */
import type { ResponseOf } from '@esk/contracts';
import { login, type UserRecord } from '@esk/contracts/http/user';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

export type LoginBody = ResponseOf<typeof login>;

export interface Session {
  token: string;
  user: UserRecord;
}

function readSession(): Session | null {
  const body = readJson(storageKeys.session, login.response);
  return body ? { token: body.token, user: body.data } : null;
}

interface SessionState {
  session: Session | null;
  /** The rules modal shows once after a login (spec 000 §1). */
  rulesPending: boolean;
  signIn: (body: LoginBody) => void;
  dismissRules: () => void;
  /** Drops the in-memory session; storage is cleared by endSession (lib/session.ts). */
  reset: () => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  session: readSession(),
  rulesPending: false,
  signIn: (body) => {
    writeJson(storageKeys.session, {
      error: false,
      code: body.code ?? 0,
      message: body.message ?? '',
      token: body.token,
      data: body.data,
    });
    set({ session: { token: body.token, user: body.data }, rulesPending: true });
  },
  dismissRules: () => set({ rulesPending: false }),
  reset: () => set({ session: null, rulesPending: false }),
}));

/** For non-React code (API client, socket manager). */
export const getSession = (): Session | null => useSessionStore.getState().session;

/** Another tab logging out (storage cleared) logs this tab out too. */
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === storageKeys.session) {
      useSessionStore.setState({ session: readSession() });
    }
  });
}
