// Entry of @crosspay/test: the in-process simulator fixture.

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
export { startTestSimulators } from '../startTestSimulators'
export { testQuoteParameters } from '../testQuoteParameters'
