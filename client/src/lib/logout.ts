import { logout as logoutCall } from '@esk/contracts/http/user';
import { getSession } from '@/stores/session-store';
import { callApi } from './api/api-client';
import { endSession } from './session';

/**
 * The user's own logout (menu LOGOUT, header icon): tell the server best-effort
 * (POST user/logout), then clear everything locally whatever it answers.
 */
export function logout(): void {
  if (getSession()) {
    // callApi reads the token synchronously, before endSession clears it.
    callApi(logoutCall, {}).catch((error: unknown) => console.warn('[session] server logout failed', error));
  }
  endSession();
}
