// Entry of @crosspay/test/browser: the helpers that run in a browser too (Vitest browser mode, Storybook play
// functions): no Node built-ins, no processes, no servers. `@crosspay/test` re-exports all of these.

export { createMemoryStorage, type MemoryStorage } from '../createMemoryStorage'
export { createOfflineWagmiConfig } from '../createOfflineWagmiConfig'
export {
  type CreateSimFetchOptions,
  createSimFetch,
  type RecordedCall,
  type SimFetch,
} from '../createSimFetch'
export {
  type CreateTestSimulatorOptions,
  createTestSimulator,
  type TestOutcome,
  type TestSimulator,
} from '../createTestSimulator'
export {
  type CreateTestWagmiConfigOptions,
  createTestWagmiConfig,
  type TestWagmiConfig,
  type WalletPrompt,
} from '../createTestWagmiConfig'
export { createTestWebLocks, type TestWebLocks } from '../createTestWebLocks'
export { expectAnsweredOnce } from '../expectAnsweredOnce'
export { expectInvalidParameter } from '../expectInvalidParameter'
export { quoteRequestId } from '../quoteRequestId'
export { readAccountStanding } from '../readAccountStanding'
export { readSvmUsdcBalance } from '../readSvmUsdcBalance'
export { readUsdcBalance } from '../readUsdcBalance'
export { testAddresses } from '../testAddresses'
export { testQuoteBody } from '../testQuoteBody'
export { testQuoteParameters } from '../testQuoteParameters'
export { testUsdcQuoteParameters } from '../testUsdcQuoteParameters'
