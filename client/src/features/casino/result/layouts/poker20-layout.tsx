import { PokerLayout } from './poker-layout';

/** 20-20 Poker (gtype poker20): drawn as 1 Day Poker; its desc lines are Winner and Other (both hands). */
export const Poker20Layout = PokerLayout;
