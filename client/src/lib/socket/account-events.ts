/**
 * What the shell does with each account-channel push (spec 000 §4, §7), plus a
 * subscription API so pages can react too: `onAccountEvent('marketReload', ...)`.
 */
import type { EventContract, PayloadOf } from '@esk/contracts';
import { diamondBetsList } from '@esk/contracts/http/casino';
import {
  betsList,
  clientBetListByMarketId,
  matchList,
  userPositionByMarketId,
} from '@esk/contracts/http/sports';
import { userBalance } from '@esk/contracts/http/user';
import { domainSettingByDomainName } from '@esk/contracts/http/website';
import {
  coinUpdate,
  domainUpdate,
  fetchCasinoBetList,
  marketReload,
  sessionBetUpdate,
  sportsListUpdate,
  userLoggedIn,
  userLoggedOut,
} from '@esk/contracts/socket/account';
import { paths } from '@/config/paths';
import { callKey } from '@/lib/api/query-key';
import { navigate } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { endSession } from '@/lib/session';
import { removeKey, storageKeys } from '@/lib/storage';
import { setWallet } from '@/stores/wallet-store';

/** The contract of each server-to-client event of the account channel: the socket parses pushes with it. */
export const ACCOUNT_EVENTS = {
  coinUpdate,
  domainUpdate,
  sportsListUpdate,
  userLoggedIn,
  userLoggedOut,
  fetchCasinoBetList,
  sessionBetUpdate,
  marketReload,
} satisfies Record<string, EventContract>;

type AccountEvents = typeof ACCOUNT_EVENTS;
/** The server-to-client events of the account channel. */
export type AccountEventName = keyof AccountEvents;
export type AccountPayload<N extends AccountEventName> = PayloadOf<AccountEvents[N]>;

export const ACCOUNT_EVENT_NAMES = Object.keys(ACCOUNT_EVENTS) as AccountEventName[];

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
  void queryClient.invalidateQueries({ queryKey: callKey(matchList) });
}

/** Refetches the bet lists of one market (queries whose body has this marketId). */
function reloadMarketBets(marketId: string): void {
  for (const call of [betsList, userPositionByMarketId, clientBetListByMarketId]) {
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

/**
 * Reloads the pending-bets list (betsList asked without a marketId): it holds the user's
 * open bets of every market, so any bet placed, settled or deleted anywhere changes it.
 */
function reloadPendingBets(): void {
  void queryClient.invalidateQueries({
    queryKey: callKey(betsList),
    predicate: (query) => {
      const body = query.queryKey[1];
      return typeof body === 'object' && body !== null && Reflect.get(body, 'marketId') === undefined;
    },
  });
}

const handlers: { [N in AccountEventName]: Listener<N> } = {
  coinUpdate: (wallet) => setWallet(wallet),
  domainUpdate: (update) => {
    if (update.sportListUpdate) reloadMatchList();
    if (update.isDomainSettingUpdate) {
      void queryClient.invalidateQueries({ queryKey: callKey(domainSettingByDomainName) });
    }
    if (update.isLogout) {
      endSession();
      return;
    }
    if (update.isRefresh) {
      void queryClient.invalidateQueries({ queryKey: callKey(userBalance) });
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
  // fetch false: nothing to refetch (real clients of the family refetch only on fetch: true; absent reads as true).
  fetchCasinoBetList: ({ fetch }) => {
    if (!fetch) return;
    void queryClient.invalidateQueries({ queryKey: callKey(diamondBetsList) });
    reloadPendingBets();
  },
  sessionBetUpdate: ({ marketId }) => {
    reloadMarketBets(marketId);
    reloadPendingBets();
  },
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
