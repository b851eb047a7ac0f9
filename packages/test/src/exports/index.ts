// Entry of @crosspay/test: the in-process simulator fixture.

export { scaleTimeout } from '@crosspay/simulator/node'
export {
  type CreateLocalAccountWagmiConfigOptions,
  createLocalAccountWagmiConfig,
} from '../createLocalAccountWagmiConfig'
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
export { startTestSimulators } from '../startTestSimulators'
export { testAddresses } from '../testAddresses'
export { testQuoteParameters } from '../testQuoteParameters'
export { testUsdcQuoteParameters } from '../testUsdcQuoteParameters'
