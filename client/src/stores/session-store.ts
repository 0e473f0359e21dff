/**
 * The logged-in session, kept under the spec's `user_id` key as the login body
 * ({token, data}), so it survives reloads and matches what the real clients store.
 * A stored session is restored at start-up by stores/restore.ts (checked by its contract).
 */
import type { ResponseOf } from '@esk/contracts';
import type { login, UserRecord } from '@esk/contracts/http/user';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

export type LoginBody = ResponseOf<typeof login>;

export interface Session {
  token: string;
  user: UserRecord;
}

interface SessionState {
  session: Session | null;
  /** The rules modal shows once after a login (spec 000 §1). */
  rulesPending: boolean;
  signIn: (body: LoginBody) => void;
  dismissRules: () => void;
  /** Takes fields the server reported (userLoginCheck) into the session and its stored record. */
  updateUser: (patch: Partial<UserRecord>) => void;
  /** Drops the in-memory session; storage is cleared by endSession (lib/session.ts). */
  reset: () => void;
}

/** The stored login body as signIn wrote it (checked by its contract at start-up, restore.ts). */
const storedLoginBody = {
  safeParse: (value: unknown) =>
    typeof value === 'object' && value !== null && 'data' in value
      ? { success: true as const, data: value as { data: Record<string, unknown> } }
      : { success: false as const },
};

export const useSessionStore = create<SessionState>()((set, get) => ({
  session: null,
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
  updateUser: (patch) => {
    const session = get().session;
    if (!session) return;
    const changed = Object.entries(patch).some(
      ([key, value]) => session.user[key as keyof UserRecord] !== value,
    );
    if (!changed) return;
    const stored = readJson(storageKeys.session, storedLoginBody);
    const user = { ...session.user, ...patch };
    if (stored) writeJson(storageKeys.session, { ...stored, data: { ...stored.data, ...patch } });
    set({ session: { ...session, user } });
  },
  reset: () => set({ session: null, rulesPending: false }),
}));

/** For non-React code (API client, socket manager). */
export const getSession = (): Session | null => useSessionStore.getState().session;
