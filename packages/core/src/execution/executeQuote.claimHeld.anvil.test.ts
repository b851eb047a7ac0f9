// The claim is refreshed while the wallet prompt is open (issue 15, point 3), on real anvil chains with wagmi's mock
// wallet. Node has no Web Locks (`navigator.locks`), so two tabs rely on the storage claim alone: a prompt left open
// longer than the stale time must not let another tab take the claim for stale and send the deposit again.

import { anvilAccount } from '@crosspay/simulator/node'
import { createMemoryStorage, setupExecution } from '@crosspay/test'
import { getTransactionCount } from '@wagmi/core'
import { describe, expect, test, vi } from 'vitest'
import { getQuote } from '../api/getQuote'
import { executeQuote } from './executeQuote'
import { createExecutionStore } from './store/createExecutionStore'

const { connectWallet, serviceClient, quoteBody } = setupExecution()

const staleMs = 2000
const fast = { pollIntervalMs: 100, tracking: { intervalMs: 100 }, claimStaleMs: staleMs }

describe('the claim is refreshed while the wallet prompt is open', () => {
  test('behavior: a prompt held open past the stale time keeps its claim; another tab is refused, one deposit sent', async () => {
    const account = anvilAccount(4).address
    // Tab A's wallet holds `eth_sendTransaction` open until the test releases it.
    let release!: () => void
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    const tabA = await connectWallet(account, {
      gate: (prompt) => (prompt.method === 'eth_sendTransaction' ? answered : undefined),
    })
    const tabB = await connectWallet(account)
    const client = serviceClient()
    const parameters = quoteBody(account, { amount: '2000000000000000' })
    const quote = await getQuote(client, parameters)
    const requestId = quote.steps.find((s) => s.requestId)!.requestId!
    // One storage (a tab's `localStorage` is the origin's): each tab makes its own store over it.
    const storage = createMemoryStorage()
    const storeA = createExecutionStore({ storage })
    const storeB = createExecutionStore({ storage })
    const nonce = await getTransactionCount(tabA.config, { address: account, chainId: 8453 })

    const first = executeQuote(tabA.config, {
      client,
      quote,
      parameters,
      store: storeA,
      owner: 'tab-a',
      ...fast,
    })
    // The prompt is open and the item claimed by tab A.
    await vi.waitFor(
      () => {
        expect(tabA.prompts.map((p) => p.method)).toContain('eth_sendTransaction')
        expect(storeB.get(requestId)?.claim?.owner).toBe('tab-a')
      },
      { timeout: 30_000, interval: 50 },
    )
    const firstAt = storeB.get(requestId)!.claim!.at
    // Still open past the stale time: the claim was refreshed while the wallet had not answered.
    await vi.waitFor(() => expect(storeB.get(requestId)?.claim?.at).toBeGreaterThan(firstAt + staleMs), {
      timeout: 30_000,
      interval: 50,
    })

    // Tab B is another page: its own module graph (no shared in-process run to join), its own store and owner.
    vi.resetModules()
    const other = await import('./executeQuote')
    const { ExecutionError: OtherExecutionError } = await import('../errors/ExecutionError')
    const refused = await other
      .executeQuote(tabB.config, { client, quote, parameters, store: storeB, owner: 'tab-b', ...fast })
      .catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(OtherExecutionError)
    expect(refused).toMatchObject({ reason: 'in-progress-elsewhere' })
    expect(tabB.prompts).toEqual([])
    expect(await getTransactionCount(tabA.config, { address: account, chainId: 8453 })).toBe(nonce)

    // The person approves in tab A: that run completes, and exactly one deposit left the account.
    release()
    const progress = await first
    expect(progress.status).toBe('success')
    expect(tabA.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(1)
    expect(await getTransactionCount(tabA.config, { address: account, chainId: 8453 })).toBe(nonce + 1)
  }, 90_000)
})
