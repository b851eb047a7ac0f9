import { type HDAccount, mnemonicToAccount } from 'viem/accounts'

/** Anvil's default mnemonic: every fresh anvil chain funds its first accounts with 10,000 ETH. */
const mnemonic = 'test test test test test test test test test test test junk'

/**
 * Anvil test account `index` (0–9) as a signing viem account. Accounts #0–#5 are free for tests
 * and get stablecoin when the simulator deploys; #7 is the demo sponsor, #8 the solver, #9 the deployer.
 */
export function anvilAccount(index: number): HDAccount {
  return mnemonicToAccount(mnemonic, { addressIndex: index })
}
