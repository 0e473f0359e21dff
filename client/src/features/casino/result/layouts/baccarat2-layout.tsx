import { BaccaratLayout } from './baccarat-layout';

/** Baccarat 2 (gtype baccarat2): drawn as Baccarat; its desc lines end with the Score (result-view.ts). */
export const Baccarat2Layout = BaccaratLayout;
