/**
 * A slip store per area: the pure reducer behind a zustand store, so rows, the slip and the
 * alerts each subscribe to the one slice they show (a countdown tick re-renders the slip,
 * not the betting grid).
 */
import { create, type StoreApi, type UseBoundStore } from 'zustand';
import { newIdempotencyKey } from '@/lib/api/idempotency-key';
import {
  createSlipReducer,
  initialSlipState,
  type SlipAction,
  type SlipRules,
  type SlipState,
} from './slip-reducer';

export interface SlipStoreState<S> extends SlipState<S> {
  dispatch: (action: SlipAction<S>) => void;
  /** Opens the slip on a click, with a fresh submission key (and the rate to start from). */
  open: (selection: S, rate?: number) => void;
  reset: () => void;
}

export type SlipStore<S> = UseBoundStore<StoreApi<SlipStoreState<S>>>;

export function createSlipStore<S>(rules: SlipRules): SlipStore<S> {
  const reducer = createSlipReducer<S>(rules);
  const initial = { ...initialSlipState<S>(), amount: rules.emptyAmount };
  return create<SlipStoreState<S>>()((set, get) => ({
    ...initial,
    dispatch: (action) => set((state) => reducer(state, action)),
    open: (selection, rate) =>
      get().dispatch({
        type: 'open',
        selection,
        submissionKey: newIdempotencyKey(),
        ...(rate === undefined ? {} : { rate }),
      }),
    reset: () => set(initial),
  }));
}
