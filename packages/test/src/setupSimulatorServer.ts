import {
  type SimulatorServer,
  type StartSimulatorServerOptions,
  startSimulatorServer,
} from '@crosspay/simulator/node'
import { afterAll, beforeAll } from 'vitest'
import { createLateBound } from './createLateBound'

/**
 * Test fixture: one simulator server (`startSimulatorServer(options)`, over HTTP with its chains) for a test file,
 * started in `beforeAll` (30 s allowed) and closed in `afterAll`. Call once at the top level of the file; the value
 * returned stands for the server in the tests and hooks (`server.baseUrl`, `server.rpcUrls[8453]`).
 *
 * @example
 * const server = setupSimulatorServer({ port: 0, chains: 'anvil', anvilChainIds: [8453], history: 0 })
 * test('…', () => fetch(`${server.baseUrl}/chains`))
 */
export function setupSimulatorServer(options: StartSimulatorServerOptions): SimulatorServer {
  const server = createLateBound<SimulatorServer>('setupSimulatorServer: the simulator server')
  beforeAll(async () => {
    server.set(await startSimulatorServer(options))
  }, 30_000)
  afterAll(async () => {
    await server.peek()?.close()
  })
  return server.value
}
