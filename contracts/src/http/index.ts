/**
 * Every HTTP call, by area and by the API's own last path segment:
 * `calls.user.updateRateReffrenece` is POST /v1/user/updateRateReffrenece.
 */
import type { CallContract } from '../define';
import * as admin from './admin';
import * as aviator from './aviator';
import * as casino from './casino';
import * as matka from './matka';
import * as provider from './provider';
import * as reports from './reports';
import * as sports from './sports';
import * as user from './user';
import * as userReports from './user-reports';
import * as website from './website';

const isCall = (value: unknown): value is CallContract =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;

const pickCalls = <M extends Record<string, unknown>>(module: M) =>
  Object.fromEntries(Object.entries(module).filter(([, value]) => isCall(value))) as {
    [K in keyof M as M[K] extends CallContract ? K : never]: M[K];
  };

export const calls = {
  user: { ...pickCalls(user), ...pickCalls(userReports) },
  website: pickCalls(website),
  reports: pickCalls(reports),
  sports: pickCalls(sports),
  casino: pickCalls(casino),
  matka: pickCalls(matka),
  aviator: pickCalls(aviator),
  provider: pickCalls(provider),
  admin: pickCalls(admin),
};

export const allCalls: CallContract[] = Object.values(calls).flatMap(
  (area) => Object.values(area) as CallContract[],
);

const names = new Map<CallContract, string>(
  Object.entries(calls).flatMap(([area, module]) =>
    Object.entries(module as Record<string, CallContract>).map(([name, call]) => [call, `${area}.${name}`]),
  ),
);
const byName = new Map([...names].map(([call, name]) => [name, call]));

/** A call's name by its area and export ('user.userBalance', 'sports.matchCache'): how the drift check and recordings name it. */
export const callName = (call: CallContract): string => names.get(call) ?? `${call.method} ${call.path}`;

/** The call of a name `callName` gave, or undefined. */
export const callNamed = (name: string): CallContract | undefined => byName.get(name);
