/**
 * What the shell does with each account-channel push (spec 000 §4, §7), plus a
 * subscription API so pages can react too: `onAccountEvent('marketReload', ...)`.
 */
import { calls, type events, type PayloadOf } from '@esk/contracts';
import { paths } from '@/config/paths';
import { callKey } from '@/lib/api/query-key';
import { navigate } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { endSession } from '@/lib/session';
import { removeKey, storageKeys } from '@/lib/storage';
import { setWallet } from '@/stores/wallet-store';

type AccountEvents = typeof events.account;
/** The server-to-client events of the account channel. */
export type AccountEventName =
  | 'coinUpdate'
  | 'domainUpdate'
  | 'sportsListUpdate'
  | 'userLoggedIn'
  | 'userLoggedOut'
  | 'fetchCasinoBetList'
  | 'sessionBetUpdate'
  | 'marketReload';
export type AccountPayload<N extends AccountEventName> = PayloadOf<AccountEvents[N]>;

export const ACCOUNT_EVENT_NAMES = [
  'coinUpdate',
  'domainUpdate',
  'sportsListUpdate',
  'userLoggedIn',
  'userLoggedOut',
  'fetchCasinoBetList',
  'sessionBetUpdate',
  'marketReload',
] as const satisfies readonly AccountEventName[];

type Listener<N extends AccountEventName> = (payload: AccountPayload<N>) => void;
const listeners = new Map<AccountEventName, Set<Listener<never>>>();

/** Subscribes a page to an account event; returns the unsubscribe function. */
export function onAccountEvent<N extends AccountEventName>(name: N, listener: Listener<N>): () => void {
  const set = listeners.get(name) ?? new Set();
  set.add(listener as Listener<never>);
  listeners.set(name, set);
  return () => set.delete(listener as Listener<never>);
}

/** Reloads the match list (cached locally as matchList). */
function reloadMatchList(): void {
  removeKey(storageKeys.matchList);
  void queryClient.invalidateQueries({ queryKey: callKey(calls.sports.matchList) });
}

/** Refetches the bet lists of one market (queries whose body has this marketId). */
function reloadMarketBets(marketId: string): void {
  for (const call of [
    calls.sports.betsList,
    calls.sports.userPositionByMarketId,
    calls.sports.clientBetListByMarketId,
  ]) {
    void queryClient.invalidateQueries({
      queryKey: callKey(call),
      predicate: (query) => {
        const body = query.queryKey[1];
        return (
          typeof body === 'object' && body !== null && String(Reflect.get(body, 'marketId')) === marketId
        );
      },
    });
  }
}

const handlers: { [N in AccountEventName]: Listener<N> } = {
  coinUpdate: (wallet) => setWallet(wallet),
  domainUpdate: (update) => {
    if (update.sportListUpdate) reloadMatchList();
    if (update.isDomainSettingUpdate) {
      void queryClient.invalidateQueries({ queryKey: callKey(calls.website.domainSettingByDomainName) });
    }
    if (update.isLogout) {
      endSession();
      return;
    }
    if (update.isRefresh) {
      void queryClient.invalidateQueries({ queryKey: callKey(calls.user.userBalance) });
      navigate(paths.signin.href());
    }
  },
  sportsListUpdate: ({ isUpdate }) => {
    if (isUpdate) reloadMatchList();
  },
  userLoggedIn: (payload) => console.info('[socket] account login accepted', payload.userId),
  userLoggedOut: ({ isLogout }) => {
    if (isLogout) endSession();
  },
  fetchCasinoBetList: () => {
    void queryClient.invalidateQueries({ queryKey: callKey(calls.casino.diamondBetsList) });
  },
  sessionBetUpdate: ({ marketId }) => reloadMarketBets(marketId),
  // The match page showing this market subscribes and reloads itself.
  marketReload: () => undefined,
};

/** Runs the shell's handler, then every page subscriber (a throwing subscriber is logged). */
export function dispatchAccountEvent<N extends AccountEventName>(name: N, payload: AccountPayload<N>): void {
  (handlers[name] as Listener<N>)(payload);
  for (const listener of listeners.get(name) ?? []) {
    try {
      (listener as Listener<N>)(payload);
    } catch (error) {
      console.error(`[socket] a "${name}" subscriber failed`, error);
    }
  }
}
