// Resume in the panel: an execution interrupted after its deposit was sent (as a reload does) is offered on mount and
// continues to success without a second transaction. The interrupted execution is made with core's public
// `executeQuote` and an abort signal, on the simulator's virtual chains with wagmi's mock wallet.
import { createClient, getQuote, type QuoteParameters } from '@crosspay/core'
import { executeQuote } from '@crosspay/core/execution'
import { type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { createTestWagmiConfig, testAddresses } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect, getTransactionCount } from '@wagmi/core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { SwapPanel } from './SwapPanel'

let server: SimulatorServer
beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, chains: 'virtual', history: 0 })
}, 30_000)
afterAll(async () => {
  await server?.close()
})

test('behavior: an unfinished transfer is offered on mount and resumed without sending again', async () => {
  localStorage.clear()
  const account = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const // anvil #2
  const rpcUrls = { 8453: `${server.baseUrl}/__sim/rpc/8453`, 10: `${server.baseUrl}/__sim/rpc/10` }
  const wallet = createTestWagmiConfig({ rpcUrls, accounts: [account], chainId: 8453 })
  await connect(wallet.config, { connector: wallet.config.connectors[0]! })
  const client = createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
  const parameters: QuoteParameters = {
    user: account,
    originChainId: 8453,
    destinationChainId: 10,
    originCurrency: testAddresses.native,
    destinationCurrency: testAddresses.native,
    amount: '10000000000000000',
    tradeType: 'EXACT_INPUT',
  }
  const quote = await getQuote(client, parameters)
  // The first visit: the deposit is sent, then the page goes away before the request ends.
  const controller = new AbortController()
  const interrupted = executeQuote(wallet.config, {
    client,
    quote,
    parameters,
    signal: controller.signal,
    onProgress: (progress) => {
      if (progress.steps[0]?.items[0]?.txHash) controller.abort()
    },
  })
  await expect(interrupted).rejects.toMatchObject({ funds: 'sent' })
  expect(await getTransactionCount(wallet.config, { address: account, chainId: 8453 })).toBe(1)

  // The next visit: the panel offers to resume and finishes the same request.
  const user = userEvent.setup()
  render(<SwapPanel />, { wrapper: createWrapper({ client, wagmiConfig: wallet.config }) })
  expect(screen.getByText('A transfer did not finish')).toBeDefined()
  await user.click(screen.getByRole('button', { name: 'Resume' }))
  await screen.findByText('Transfer complete', {}, { timeout: 25_000 })
  expect(await getTransactionCount(wallet.config, { address: account, chainId: 8453 })).toBe(1)
  expect(wallet.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(1)
  expect(screen.getByText(/0\.01 ETH/)).toBeDefined()
}, 40_000)
