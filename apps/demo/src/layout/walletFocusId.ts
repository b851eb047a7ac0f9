/** Id of the wallet picker, where "connect a wallet" (the swap panel's `onConnectWallet`) moves focus. */
export const walletFocusId = 'demo-wallet-picker'
