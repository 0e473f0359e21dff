/**
 * The wallet (coins, exposure), fed by the 5 s userBalance poll and coinUpdate pushes,
 * mirrored to client-wallet-balance / client-wallet-exposure as the real clients do
 * (restored at start-up by stores/restore.ts).
 */
import type { Wallet } from '@esk/contracts/http/user';
import { create } from 'zustand';
import { storageKeys, writeJson } from '@/lib/storage';

interface WalletState extends Wallet {
  setWallet: (wallet: Partial<Wallet>) => void;
  reset: () => void;
}

export const useWalletStore = create<WalletState>()((set) => ({
  coins: 0,
  exposure: 0,
  setWallet: (wallet) => {
    if (wallet.coins !== undefined) writeJson(storageKeys.walletBalance, wallet.coins);
    if (wallet.exposure !== undefined) writeJson(storageKeys.walletExposure, wallet.exposure);
    set(wallet);
  },
  reset: () => set({ coins: 0, exposure: 0 }),
}));

export const setWallet = (wallet: Partial<Wallet>): void => useWalletStore.getState().setWallet(wallet);
