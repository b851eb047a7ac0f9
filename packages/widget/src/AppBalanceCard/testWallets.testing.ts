// Test fixture of the AppBalanceCard tests (not part of the package).

/** Wallets of the simulator's virtual chains the card's tests use. */
export const testWallets = {
  /** demo-key's sponsorship wallet (anvil #7): 1,000 USDC on 8453 in its app balance on a fresh simulator. */
  sponsor: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955',
  /** anvil #1, funded on the virtual chains. */
  stranger: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  /** An address that holds nothing anywhere. */
  payee: '0x000000000000000000000000000000000000c1a2',
} as const
