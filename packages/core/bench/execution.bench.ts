// Execution benchmark: per flow, the time from executeQuote() to success on two local anvil chains, and every RPC
// and API call it made, with the redundant ones named. Prints figures; fails only if a flow does not succeed.
import { AsyncLocalStorage } from 'node:async_hooks'
import { anvilAccount, startSimulatorServer } from '@crosspay/simulator/node'
import { createTestWagmiConfig, testAddresses } from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { connect } from '@wagmi/core'
import { createClient } from '../src/api/createClient'
import { getQuote } from '../src/api/getQuote'
import { createExecutionStore } from '../src/execution/createExecutionStore'
import { executeQuote } from '../src/execution/executeQuote'
import type { QuoteParameters } from '../src/quote/QuoteParameters'

type Call = { kind: 'rpc' | 'api'; name: string; key: string }
const calls: Call[] = []
// The simulator runs in this process too (its chain watcher and solver call the same nodes): only calls made while
// the kit's executeQuote runs, in its own async context, are counted.
const kit = new AsyncLocalStorage<boolean>()
const realFetch = globalThis.fetch
const server = await startSimulatorServer({ port: 0, chains: 'anvil', history: 0, watchIntervalMs: 50 })
const rpcUrls = new Set(Object.values(server.rpcUrls))

// Every request of this process goes through here: JSON-RPC to the anvil nodes, REST to the service.
globalThis.fetch = async (input, init) => {
  const url = String(input instanceof Request ? input.url : input)
  if (!kit.getStore()) return realFetch(input, init)
  if ([...rpcUrls].some((u) => url.startsWith(u)) && typeof init?.body === 'string') {
    const body = JSON.parse(init.body) as
      | { method: string; params?: unknown }
      | { method: string; params?: unknown }[]
    for (const b of Array.isArray(body) ? body : [body])
      calls.push({ kind: 'rpc', name: b.method, key: `${b.method} ${JSON.stringify(b.params ?? [])}` })
  } else if (url.startsWith(server.baseUrl)) {
    const { pathname } = new URL(url)
    calls.push({
      kind: 'api',
      name: `${init?.method ?? 'GET'} ${pathname}`,
      key: `${init?.method ?? 'GET'} ${url} ${init?.body ?? ''}`,
    })
  }
  return realFetch(input, init)
}

/** Polls are expected to repeat; anything else asked twice with the same parameters is redundant. */
const polling =
  /eth_getTransactionReceipt|eth_blockNumber|eth_getTransactionCount|\/intents\/status\/v3|wallet_getCallsStatus/

const native = testAddresses.native
const usdc = testAddresses.usdc
const flows: [string, Partial<QuoteParameters>, { batching?: boolean; atomic?: boolean }][] = [
  ['native bridge 8453 → 10', {}, {}],
  [
    'stablecoin bridge (approve + deposit)',
    { originCurrency: usdc, destinationCurrency: usdc, amount: '2000000' },
    { batching: false },
  ],
  [
    'stablecoin bridge, batched (sendCalls)',
    { originCurrency: usdc, destinationCurrency: usdc, amount: '2000000' },
    { atomic: true },
  ],
  [
    'permit (signature + post)',
    { originCurrency: usdc, destinationCurrency: usdc, amount: '2000000', usePermit: true },
    { batching: false },
  ],
  ['swap ETH → USDC on 8453', { destinationChainId: 8453, destinationCurrency: usdc }, {}],
]

let failed = false
console.log('\nexecuteQuote() → success on anvil (poll interval 250 ms, tracking 250 ms)\n')
for (const [index, [name, overrides, options]] of flows.entries()) {
  const account = anvilAccount(index + 1).address
  const { config } = createTestWagmiConfig({
    rpcUrls: server.rpcUrls,
    accounts: [account],
    chainId: 8453,
    atomicBatching: options.atomic,
  })
  await connect(config, { connector: config.connectors[0]! })
  const client = createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
  const parameters: QuoteParameters = {
    user: account,
    originChainId: 8453,
    destinationChainId: 10,
    originCurrency: native,
    destinationCurrency: native,
    amount: '1000000000000000',
    tradeType: 'EXACT_INPUT',
    ...overrides,
  }
  const quote = await getQuote(client, parameters)
  calls.length = 0
  const started = performance.now()
  const progress = await kit
    .run(true, () =>
      executeQuote(config, {
        client,
        quote,
        parameters,
        store: createExecutionStore({ storage: null }),
        queryClient: new QueryClient(),
        pollIntervalMs: 250,
        tracking: { intervalMs: 250 },
        batching: options.batching ?? true,
      }),
    )
    .catch((error) => ({ status: `error: ${error.shortMessage ?? error}` }))
  const ms = performance.now() - started
  if (progress.status !== 'success') failed = true
  const count = (kind: Call['kind']) => calls.filter((c) => c.kind === kind).length
  const byName = new Map<string, number>()
  for (const c of calls) byName.set(c.name, (byName.get(c.name) ?? 0) + 1)
  const seen = new Map<string, number>()
  for (const c of calls) if (!polling.test(c.key)) seen.set(c.key, (seen.get(c.key) ?? 0) + 1)
  const redundant = [...seen].filter(([, n]) => n > 1)
  console.log(
    `${name}: ${progress.status} in ${Math.round(ms)} ms — ${count('rpc')} RPC calls, ${count('api')} API calls`,
  )
  console.log(`  ${[...byName].map(([n, k]) => `${n} ×${k}`).join(', ')}`)
  console.log(
    redundant.length
      ? `  redundant: ${redundant.map(([k, n]) => `${k.slice(0, 90)} ×${n}`).join('; ')}`
      : '  redundant: none (polls excepted)',
  )
}
globalThis.fetch = realFetch
await server.close()
process.exit(failed ? 1 : 0)
