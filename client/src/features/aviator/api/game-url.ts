import type { CallContract } from '@esk/contracts';

/** The game/* calls go to the aviator server at the settings' socketURL (spec 002 §7), else to the API. */
export const gameCallUrl = (socketUrl: string, contract: CallContract): string | undefined =>
  socketUrl ? `${socketUrl}${contract.path}` : undefined;
