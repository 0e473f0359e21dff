/** One matka bet as the area keeps it (its ledger details and the bet list read it too). */
import type { AnyMatkaGameType, MatkaBetType } from '@esk/contracts/catalog/matka';
import type { Paise } from '../money';
import type { MatkaSide } from './bet-math';

export interface MatkaBetRecord {
  id: string;
  userId: string;
  matkaEventId: string;
  marketName: string;
  day: string;
  side: MatkaSide;
  gameType: AnyMatkaGameType;
  betType: MatkaBetType;
  betNumber: string;
  amount: Paise;
  at: number;
  ip: string;
  status: 'open' | 'declared' | 'deleted';
  profitLoss: Paise;
  result: string | null;
  oddEvenResult: string | null;
}
