/**
 * designed: a matka draw's ledger details. The spec links every ledger line but the casinos'
 * to ledger-details/{marketId} (000 §2), and a matka line's marketId is its draw
 * ('matka:<matkaEventId>:<day>'); the real API's answer for it is not seen. The mock answers
 * user/completeLedgerDetails with the draw's settled picks as the page's priced-bets rows
 * ('Single 7 (Open)', the game's odds as sent, LAGAI, the pick's P&L) and their sum as the
 * match plus-minus, so a client opening a matka line sees what it bet and what it made.
 */
import { MATKA_GAME_TILES, MATKA_ODDS } from '@esk/contracts/catalog/matka';
import { toCoins } from '../money';
import { winProfit } from './bet-math';
import type { MatkaBetRecord } from './bet-record';

/** Whether a ledger line's marketId names a matka draw. */
export const isMatkaLedgerKey = (marketId: string): boolean => marketId.startsWith('matka:');

const GAME_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(MATKA_GAME_TILES.map((tile) => [tile.gameType, tile.label])),
  HAROOP_ANDAR: 'Harup Andar',
  HAROOP_BAHAR: 'Harup Bahar',
};

/** 'Single 7 (Open)', 'Jodi 72', 'Harup Andar 4': what was picked, on which side. */
export function pickLabel(bet: Pick<MatkaBetRecord, 'gameType' | 'betNumber' | 'side'>): string {
  const game = `${GAME_LABELS[bet.gameType] ?? bet.gameType} ${bet.betNumber}`;
  const sided = bet.gameType !== 'JODI' && !bet.gameType.startsWith('HAROOP');
  return sided ? `${game} (${bet.side === 'OPEN' ? 'Open' : 'Close'})` : game;
}

/** completeLedgerDetails' data for a draw's settled picks (oldest first). */
export function matkaLedgerDetails(bets: readonly MatkaBetRecord[]) {
  const total = bets.reduce((sum, bet) => sum + bet.profitLoss, 0);
  return {
    completeData: {
      clientOddsAmount: toCoins(total),
      clientSessionAmount: 0,
      clientOddsComm: 0,
      clientSessionComm: 0,
    },
    oddsBetsData: bets.map((bet) => ({
      _id: bet.id,
      run: 0,
      odds: MATKA_ODDS[bet.gameType],
      amount: toCoins(bet.amount),
      type: 'L' as const,
      teamName: pickLabel(bet),
      oddsType: `${bet.marketName} · matka`,
      createdAt: new Date(bet.at).toISOString(),
      loss: toCoins(bet.amount),
      profit: toCoins(winProfit(bet.gameType, bet.amount)),
      positionInfo: { [bet.id]: toCoins(bet.profitLoss) },
      decisionSelectionId: bet.id,
      isDeclare: 1 as const,
      profitLoss: toCoins(bet.profitLoss),
      marketId: bet.matkaEventId,
      selectionId: bet.id,
    })),
    sessionBetsData: [],
    sessionTurnOver: 0,
  };
}
