// Entry of @crosspay/test: every helper, the Node-only fixtures (local chains, servers, Chromium) included. The
// browser-safe part alone is @crosspay/test/browser.

export { scaleTimeout } from '@crosspay/simulator/node'
export {
  type BridgeFromSolanaOptions,
  type BridgeFromSolanaReturnType,
  bridgeFromSolana,
} from '../bridgeFromSolana'
export { chromiumLaunchOptions } from '../chromiumLaunchOptions'
export { connectVirtualWallet } from '../connectVirtualWallet'
export { createGaslessSubmit } from '../createGaslessSubmit'
export { createLateBound, type LateBound } from '../createLateBound'
export {
  type CreateLocalAccountWagmiConfigOptions,
  createLocalAccountWagmiConfig,
} from '../createLocalAccountWagmiConfig'
export {
  type CreateTestSvmWalletOptions,
  createTestSvmWallet,
  type TestSvmWallet,
} from '../createTestSvmWallet'
export { fundFreshAccount } from '../fundFreshAccount'
export { launchChromium } from '../launchChromium'
export { readSimFaults } from '../readSimFaults'
export { servePgliteOverWire, type WireDatabase, type WireServer } from '../servePgliteOverWire'
export { type BrowserE2eFixture, setupBrowserE2e } from '../setupBrowserE2e'
export {
  type ExecutionFixture,
  type SetupExecutionOptions,
  setupExecution,
  type TestWallet,
} from '../setupExecution'
export { setupSimulatorServer } from '../setupSimulatorServer'
export { startTestSimulators } from '../startTestSimulators'
export { type PageErrorWatch, watchPageErrors } from '../watchPageErrors'
export * from './browser'
