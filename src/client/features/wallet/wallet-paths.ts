/** The seller's wallet screens (src/client/app/routes/business/wallet.ts). */
export const WALLET_PATHS = {
  wallet: '/business/wallet',
  charge: '/business/wallet/WalletCharge',
  withdrawal: '/business/wallet/Withdrawal',
} as const;
