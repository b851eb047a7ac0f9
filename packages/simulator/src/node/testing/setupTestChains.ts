import { afterAll, beforeAll } from 'vitest'
import { createSimulator, type Simulator } from '../../app/createSimulator'
import { createAnvilBackend } from '../createAnvilBackend'
import { type LocalChains, startLocalChains } from '../startLocalChains'
import { type TestChainClients, testChainClients } from './testChainClients'

/** Local anvil chains driven by an in-process simulator, as the anvil tests use them. */
export interface TestChains extends TestChainClients {
  /** The anvil chains (8453 and 10), contracts deployed and accounts funded. */
  local: LocalChains
  /** An in-process simulator in anvil mode whose backend sends real transactions on `local`. */
  sim: Simulator
}

/** Starts the chains, the simulator on them and the clients; stops the chains if the simulator fails. */
const start = async (): Promise<TestChains & { close(): Promise<void> }> => {
  const local = await startLocalChains()
  let sim: Simulator
  try {
    sim = createSimulator({
      mode: 'anvil',
      rpcUrls: local.rpcUrls,
      backend: (ctx) => createAnvilBackend(ctx, local.chains),
    })
  } catch (error) {
    await local.stop()
    throw error
  }
  return {
    ...testChainClients(local.rpcUrls),
    local,
    sim,
    close: async () => {
      try {
        await sim.close()
      } finally {
        await local.stop()
      }
    },
  }
}

/**
 * Test-only helper (src/node/testing/: never imported by the service or the package entries). Call it
 * at the top of a test file: it registers a `beforeAll` (20 s) that starts the local anvil chains
 * (`startLocalChains`), an in-process anvil-mode simulator on them (`createAnvilBackend`) and viem
 * clients (`testChainClients`), and an `afterAll` that closes the simulator and stops the chains.
 * The returned object is filled in by that `beforeAll`: use it inside hooks and tests only. Hooks the
 * file registers after this call run after the start and (vitest's default `stack` order) before the stop.
 */
export function setupTestChains(): TestChains {
  const chains = {} as TestChains
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    const started = await start()
    close = started.close
    Object.assign(chains, started)
  }, 20_000)
  afterAll(async () => {
    await close?.()
  })
  return chains
}
