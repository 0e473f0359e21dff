import type { CasinoResult } from '@esk/contracts/http/casino-schemas';
import type { ComponentType } from 'react';

/** How the round result popup draws one game type's result (001 §2.14). */
export interface ResultLayoutProps {
  result: CasinoResult;
}

export type ResultLayout = ComponentType<ResultLayoutProps>;
