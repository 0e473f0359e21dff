/**
 * What the shell does with each account-channel push (spec 000 §4, §7): the wallet, the session,
 * the domain settings. What a push means to an area's data (a market's bets, the casino lists,
 * the match list) is the area's: each feature exports its `AccountReactions` and the app shell
 * registers them (`useAccountReactions`); a page subscribes with `onAccountEvent('marketReload', ...)`.
 */
import type { EventContract, PayloadOf } from '@esk/contracts';
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

/** An area's reactions to account pushes, by event (each one typed by its contract). */
export type AccountReactions = { readonly [N in AccountEventName]?: Listener<N> };

function subscribe<N extends AccountEventName>(
  name: N,
  reactions: AccountReactions,
): (() => void) | undefined {
  const reaction = reactions[name];
  return reaction && onAccountEvent(name, reaction);
}

/** Subscribes every reaction of the areas given; returns the function that removes them all. */
export function registerAccountReactions(areas: readonly AccountReactions[]): () => void {
  const stops = areas.flatMap((reactions) => ACCOUNT_EVENT_NAMES.map((name) => subscribe(name, reactions)));
  return () => {
    for (const stop of stops) stop?.();
  };
}

const handlers: { [N in AccountEventName]: Listener<N> } = {
  coinUpdate: (wallet) => setWallet(wallet),
  domainUpdate: (update) => {
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
  // The sports area reloads its match list (features/sports/api/account-reactions.ts).
  sportsListUpdate: () => undefined,
  userLoggedIn: (payload) => console.info('[socket] account login accepted', payload.userId),
  userLoggedOut: ({ isLogout }) => {
    if (isLogout) endSession();
  },
  // The areas refetch their bet lists (their account-reactions.ts); the match page showing the
  // market subscribes to marketReload and reloads itself.
  fetchCasinoBetList: () => undefined,
  sessionBetUpdate: () => undefined,
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
