import {
  type CreateClientParameters,
  type CrosspayClient,
  createClient,
  type QuoteParameters,
} from '@crosspay/core'
import {
  type SimulatorServer,
  type StartSimulatorServerOptions,
  startSimulatorServer,
} from '@crosspay/simulator/node'
import { connect } from '@wagmi/core'
import type { Address } from 'viem'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { createLateBound } from './createLateBound'
import {
  type CreateTestWagmiConfigOptions,
  createTestWagmiConfig,
  type TestWagmiConfig,
} from './createTestWagmiConfig'
import { testQuoteBody } from './testQuoteBody'

/** Options of {@link setupExecution}. */
export type SetupExecutionOptions = {
  /**
   * `anvil`: two anvil chains (8453 and 10) behind the simulator, its chain watcher polling every 50 ms; `virtual`:
   * the simulator's in-process chains, the wallet's RPC going to its `/__sim/rpc/<id>` route. Defaults to `anvil`.
   */
  chains?: 'anvil' | 'virtual' | undefined
  /** More options of the simulator server (`port: 0` and `history: 0` are set). */
  server?: Omit<StartSimulatorServerOptions, 'chains'> | undefined
  /** `file`: one server for the file's tests (`beforeAll`); `test`: a fresh one for each test (`beforeEach`). Defaults to `file`. */
  scope?: 'file' | 'test' | undefined
  /** How long the server may take to start, in ms. Defaults to 30 000. */
  timeoutMs?: number | undefined
}

/** A connected test wallet: {@link createTestWagmiConfig}'s config and prompts, and its account. */
export type TestWallet = TestWagmiConfig & { account: Address }

/** What {@link setupExecution} returns: the file's simulator server and what a test builds on it. */
export type ExecutionFixture = {
  /** The simulator server, started before the file's tests (a stand-in until then: read it inside tests). */
  server: SimulatorServer
  /** The wallet's RPC URL per chain id: the anvil chains, or the virtual chains' route. */
  rpcUrls: Record<number, string>
  /**
   * The simulator's own JSON-RPC route per chain id (`<baseUrl>/__sim/rpc/<id>`): the virtual chains, or on anvil
   * its relay to them, where the fault rules reach the chain reads.
   */
  simRpcUrls: Record<number, string>
  /** A client of the server, keyed `demo-key` (the demo's sponsor wallet), with `overrides` on top. */
  serviceClient(overrides?: Partial<CreateClientParameters>): CrosspayClient
  /**
   * A page load of the wallet, not connected yet: a fresh wagmi config with the mock connector for `account` on the
   * chains, starting on 8453 (unless `options` say otherwise).
   */
  createWallet(account: Address, options?: Partial<CreateTestWagmiConfigOptions>): TestWallet
  /** {@link ExecutionFixture.createWallet}, connected. */
  connectWallet(account: Address, options?: Partial<CreateTestWagmiConfigOptions>): Promise<TestWallet>
  /** {@link testQuoteBody} for `user`: 0.01 ETH from 8453 to 10 unless `overrides` say otherwise. */
  quoteBody(user: string, overrides?: Partial<QuoteParameters>): QuoteParameters
  /** One JSON-RPC call to the chain `chainId` (defaults to 8453); throws the node's error message. */
  rpc(method: string, params: unknown[], chainId?: number): Promise<unknown>
}

/**
 * For an execution, payment or hook test file: starts the simulator server on local chains before the file's tests
 * (or before each test: `scope`; 30 s allowed unless `timeoutMs` says otherwise) and closes it after them, and returns what each test needs to run a quote through wagmi's mock
 * wallet on them. Call once at the top level of the file.
 *
 * @example
 * const { serviceClient, connectWallet, quoteBody } = setupExecution()
 * test('default', async () => {
 *   const wallet = await connectWallet(anvilAccount(1).address)
 *   const quote = await getQuote(serviceClient(), quoteBody(wallet.account))
 *   await executeQuote(wallet.config, { client: serviceClient(), quote, … })
 * })
 */
export function setupExecution(options: SetupExecutionOptions = {}): ExecutionFixture {
  const chains = options.chains ?? 'anvil'
  const server = createLateBound<SimulatorServer>('setupExecution: the simulator server')
  const rpcUrls = createLateBound<Record<number, string>>('setupExecution: the chains')
  const simRpcUrls = createLateBound<Record<number, string>>('setupExecution: the chains')
  const [before, after] = options.scope === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll]
  before(async () => {
    const started = await startSimulatorServer({
      port: 0,
      chains,
      history: 0,
      ...(chains === 'anvil' ? { watchIntervalMs: 50 } : {}),
      ...options.server,
    })
    const route = { 8453: `${started.baseUrl}/__sim/rpc/8453`, 10: `${started.baseUrl}/__sim/rpc/10` }
    server.set(started)
    simRpcUrls.set(route)
    rpcUrls.set(chains === 'anvil' ? started.rpcUrls : route)
  }, options.timeoutMs ?? 30_000)
  after(async () => {
    await server.peek()?.close()
  })
  const createWallet: ExecutionFixture['createWallet'] = (account, walletOptions = {}) => ({
    ...createTestWagmiConfig({
      rpcUrls: rpcUrls.value,
      accounts: [account],
      chainId: 8453,
      ...walletOptions,
    }),
    account,
  })
  return {
    server: server.value,
    rpcUrls: rpcUrls.value,
    simRpcUrls: simRpcUrls.value,
    serviceClient: (overrides = {}) =>
      createClient({ baseUrl: server.value.baseUrl, apiKey: 'demo-key', ...overrides }),
    createWallet,
    connectWallet: async (account, walletOptions) => {
      const wallet = createWallet(account, walletOptions)
      await connect(wallet.config, { connector: wallet.config.connectors[0]! })
      return wallet
    },
    quoteBody: (user, overrides = {}) => testQuoteBody({ user, ...overrides }),
    rpc: async (method, params, chainId = 8453) => {
      const response = await fetch(rpcUrls.value[chainId]!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      })
      const body = (await response.json()) as { result?: unknown; error?: { message: string } }
      if (body.error) throw new Error(body.error.message)
      return body.result
    },
  }
}
