/**
 * The Solana JSON-RPC methods the demo server relays for the local Solana chain (`POST /rpc/<id>`): the reads a page,
 * `@solana/kit` and the panel's balances need, and `sendTransaction` (a transaction the browser's wallet signed).
 * Nothing that airdrops or otherwise makes the chain act for an account (`requestAirdrop` is refused).
 */
export const svmRpcMethods: ReadonlySet<string> = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getGenesisHash',
  'getHealth',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getMultipleAccounts',
  'getRecentPrioritizationFees',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountBalance',
  'getTokenAccountsByOwner',
  'getVersion',
  'isBlockhashValid',
  'sendTransaction',
  'simulateTransaction',
])
