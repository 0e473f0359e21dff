/**
 * The wallet (coins, exposure), fed by the 5 s userBalance poll and coinUpdate pushes,
 * mirrored to client-wallet-balance / client-wallet-exposure as the real clients do.
 */
import { num } from '@esk/contracts';
import type { Wallet } from '@esk/contracts/http/user';
import { create } from 'zustand';
import { readJson, storageKeys, writeJson } from '@/lib/storage';

interface WalletState extends Wallet {
  setWallet: (wallet: Partial<Wallet>) => void;
  reset: () => void;
}

export const useWalletStore = create<WalletState>()((set) => ({
  coins: readJson(storageKeys.walletBalance, num()) ?? 0,
  exposure: readJson(storageKeys.walletExposure, num()) ?? 0,
  setWallet: (wallet) => {
    if (wallet.coins !== undefined) writeJson(storageKeys.walletBalance, wallet.coins);
    if (wallet.exposure !== undefined) writeJson(storageKeys.walletExposure, wallet.exposure);
    set(wallet);
  },
  reset: () => set({ coins: 0, exposure: 0 }),
}));

export const setWallet = (wallet: Partial<Wallet>): void => useWalletStore.getState().setWallet(wallet);
