import type { Exchange } from './exchange';

/** Adds every area module (sports, casino, matka, aviator) to a new exchange. */
export function createAreas(_exchange: Exchange): void {}
