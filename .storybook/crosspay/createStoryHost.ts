import { createClient } from '@crosspay/core'
import { createSimulator } from '@crosspay/simulator'
import { QueryClient } from '@tanstack/react-query'
import { connect } from '@wagmi/core'
import type { CrosspayParameters } from './CrosspayParameters'
import { createStoryWagmiConfig } from './createStoryWagmiConfig'
import type { StoryHost } from './StoryHost'
import { mountSimulator, simOrigin, startSimWorker } from './simWorker'
import { storyAccounts } from './storyAccounts'

/** The lifecycle timing of live stories unless a story sets its own: a bridge ends about a second after its deposit. */
export const storyTiming = { indexMs: 300, submitMs: 300, confirmMs: 500 }

let count = 0

/**
 * Builds a live story's host from its `parameters.crosspay`: a fresh simulator (realtime clock, virtual chains)
 * served in the page at `https://sim.crosspay.test/<key>` through MSW, a client on it, and a wagmi wallet on its
 * virtual chains, connected unless the story says `wallet: 'disconnected'`.
 */
export async function createStoryHost(parameters: CrosspayParameters = {}): Promise<StoryHost> {
  await startSimWorker()
  const key = `s${++count}`
  // Executions are persisted in localStorage by request id, and the executor joins a running one with the same id:
  // stories share the page, so each starts with none stored and its own seed (request ids differ between stories).
  globalThis.localStorage?.clear()
  const baseUrl = `${simOrigin}/${key}`
  const simulator = createSimulator({
    mode: 'virtual',
    clock: 'realtime',
    baseUrl,
    history: parameters.history ?? 0,
    seed: parameters.seed ?? count,
    ...(parameters.now !== undefined ? { now: parameters.now } : {}),
    timing: { ...storyTiming, ...parameters.timing },
    ...(parameters.faults ? { faults: parameters.faults } : {}),
  })
  const quoted: string[] = []
  const dev = async (path: string, body: unknown) => {
    // Straight to the simulator (no MSW round trip): its routes have no story prefix.
    const response = await simulator.fetch(`${simOrigin}/__sim/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const json: unknown = await response.json().catch(() => undefined)
    if (!response.ok) throw new Error(`POST /__sim/${path}: ${response.status} ${JSON.stringify(json)}`)
    return json
  }
  // Every request the page sends to this story's simulator: notes each quote and applies the story's outcome.
  const unmount = mountSimulator(key, async (request) => {
    const response = await simulator.fetch(request)
    if (request.method === 'POST' && /^\/quote(\/v2)?$/.test(new URL(request.url).pathname) && response.ok) {
      const quote = (await response.clone().json()) as { steps?: { requestId?: string }[] }
      const requestId = quote.steps?.find((s) => s.requestId)?.requestId
      if (requestId) {
        quoted.push(requestId)
        if (parameters.outcome) await dev('outcome', { requestId, ...parameters.outcome })
      }
    }
    return response
  })
  const first = storyAccounts[parameters.account ?? 1]
  // The account's EIP-7702 delegation, set on each virtual chain's node as anvil would (`anvil_setCode`).
  if (parameters.delegatedTo)
    for (const chainId of [8453, 10])
      await dev(`rpc/${chainId}`, {
        jsonrpc: '2.0',
        id: 1,
        method: 'anvil_setCode',
        params: [first, `0xef0100${parameters.delegatedTo.slice(2)}`],
      })
  const accounts = [first, ...storyAccounts.filter((a) => a !== first)] as const
  const wagmiConfig = createStoryWagmiConfig({
    rpcUrls: { 8453: `${baseUrl}/__sim/rpc/8453`, 10: `${baseUrl}/__sim/rpc/10` },
    accounts,
    chainId: parameters.chainId ?? 8453,
  })
  if ((parameters.wallet ?? 'connected') === 'connected')
    await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })
  const apiKey = parameters.apiKey === undefined ? 'demo-key' : parameters.apiKey
  const client = createClient({
    baseUrl,
    ...(apiKey ? { apiKey } : {}),
    // A key in a browser is right here (the simulator's demo key, no proxy): drop that one warning.
    onWarning: (warning) => {
      if (warning.code !== 'api-key-in-browser') console.warn(warning)
    },
  })
  return {
    simulator,
    baseUrl,
    client,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    wagmiConfig,
    accounts,
    quotedRequestIds: () => [...quoted],
    advance: (advanceMs) => dev('clock', { advanceMs }),
    deposit: (requestId) => dev('deposit', { requestId }),
    setOutcome: (requestId, outcome) => dev('outcome', { requestId, ...outcome }),
    async close() {
      unmount()
      await simulator.close()
    },
  }
}
