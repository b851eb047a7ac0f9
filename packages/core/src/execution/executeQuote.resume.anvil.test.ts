// At most once, resume, abort, refund, same-chain swaps and permits, on real anvil chains.

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { anvilAccount } from '@crosspay/simulator/node'
import { createMemoryStorage, setupExecution, type TestWallet, testAddresses } from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import {
  getBalance,
  getBlockNumber,
  getTransactionCount,
  readContract,
  sendTransaction,
  waitForTransactionReceipt,
} from '@wagmi/core'
import { erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { createClient } from '../api/createClient'
import { getQuote } from '../api/getQuote'
import type { ExecutionError } from '../errors/ExecutionError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { executeQuote } from './executeQuote'
import { resumeExecution } from './resumeExecution'
import { createExecutionStore, type ExecutionStore } from './store/createExecutionStore'

const { server, connectWallet, serviceClient: client, quoteBody } = setupExecution()

/** A page load: a fresh wagmi config and connector on anvil account `index`. */
const page = (index: number) => connectWallet(anvilAccount(index).address)
const body = (user: string, overrides: Partial<QuoteParameters> = {}): QuoteParameters =>
  quoteBody(user, { amount: '3000000000000000', ...overrides })
const fast = { pollIntervalMs: 100, tracking: { intervalMs: 100 } }
const requestIdOf = (quote: Quote) => quote.steps.find((s) => s.requestId)!.requestId!

/**
 * What the executor writes before the deposit's prompt: the run (`running`) with `owner`'s claim on the deposit (the
 * last step's item), holding `tab`'s nonce and the chain head on 8453. Resolves that nonce.
 */
async function putClaimedDeposit({
  store,
  tab,
  quote,
  parameters,
  owner,
}: {
  store: ExecutionStore
  tab: TestWallet
  quote: Quote
  parameters: QuoteParameters
  owner: string
}) {
  const requestId = requestIdOf(quote)
  const nonce = await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })
  const blockNumber = await getBlockNumber(tab.config, { chainId: 8453 })
  const { toInitialProgress } = await import('./machine/toInitialProgress')
  store.put({
    version: 1,
    requestId,
    quote,
    parameters,
    progress: { ...toInitialProgress(quote, requestId), status: 'running' },
    claim: {
      owner,
      step: quote.steps.length - 1,
      item: 0,
      at: Date.now(),
      chainId: 8453,
      account: tab.account,
      nonce,
      blockNumber: blockNumber.toString(),
    },
    createdAt: Date.now(),
    updatedAt: Date.now(),
  })
  return nonce
}

describe('at most once, resume and abort', () => {
  test('behavior: a reload mid-flight resumes without a second transaction (the nonce moves once)', async () => {
    const storage = createMemoryStorage()
    const first = await page(1)
    const parameters: QuoteParameters = body(first.account)
    const quote = await getQuote(client(), parameters)
    const nonce = await getTransactionCount(first.config, { address: first.account, chainId: 8453 })
    const controller = new AbortController()
    // The page goes away right after the deposit was sent (its hash persisted), before its receipt.
    const stopped = (await executeFast(first.config, {
      client: client(),
      quote,
      parameters,
      store: createExecutionStore({ storage }),
      owner: 'tab-1',
      signal: controller.signal,
      onProgress: (p) => {
        if (p.steps.at(-1)!.items[0]!.txHash && !controller.signal.aborted) controller.abort()
      },
    }).catch((e) => e)) as ExecutionError
    expect(stopped).toMatchObject({ reason: 'aborted', funds: 'sent' })
    const kept = createExecutionStore({ storage }).get(requestIdOf(quote))!
    expect(kept.progress.status).toBe('aborted')
    expect(kept.progress.steps.at(-1)!.items[0]!.txHash).toMatch(/^0x/)

    const reloaded = await page(1)
    const progress = await resumeExecution(reloaded.config, {
      client: client(),
      requestId: requestIdOf(quote),
      store: createExecutionStore({ storage }),
      owner: 'tab-1',
      ...fast,
    })
    expect(progress.status).toBe('success')
    expect(reloaded.prompts).toEqual([]) // nothing asked of the wallet again
    expect(await getTransactionCount(reloaded.config, { address: first.account, chainId: 8453 })).toBe(
      nonce + 1,
    )
  }, 60_000)

  test('behavior: a reload between the prompt and the recorded hash finds the sent transaction by its nonce', async () => {
    const storage = createMemoryStorage()
    const store = createExecutionStore({ storage })
    const tab = await page(2)
    const parameters: QuoteParameters = body(tab.account)
    const quote = await getQuote(client(), parameters)
    const requestId = requestIdOf(quote)
    const deposit = quote.steps.at(-1)!.items[0] as {
      data: { to: `0x${string}`; data: `0x${string}`; value: string }
    }
    // What the executor writes before the prompt: a claim with the account's nonce and the chain head.
    const nonce = await putClaimedDeposit({ store, tab, quote, parameters, owner: 'tab-2' })
    // The wallet sent it; the page died before the hash was written.
    const hash = await sendTransaction(tab.config, {
      chainId: 8453,
      to: deposit.data.to,
      data: deposit.data.data,
      value: BigInt(deposit.data.value),
    })
    await waitForTransactionReceipt(tab.config, { hash, chainId: 8453, timeout: 10_000 })

    const reloaded = await page(2)
    const progress = await resumeExecution(reloaded.config, {
      client: client(),
      requestId,
      store,
      owner: 'tab-2',
      ...fast,
    })
    expect(progress.status).toBe('success')
    expect(progress.steps.at(-1)!.items[0]!.txHash).toBe(hash)
    expect(reloaded.prompts).toEqual([])
    expect(await getTransactionCount(reloaded.config, { address: tab.account, chainId: 8453 })).toBe(
      nonce + 1,
    )
  }, 60_000)

  test('behavior: after a reload, a transaction that took the claimed nonce but is not the item is never taken for it', async () => {
    const store = createExecutionStore({ storage: createMemoryStorage() })
    const tab = await page(4)
    const parameters: QuoteParameters = body(tab.account)
    const quote = await getQuote(client(), parameters)
    const requestId = requestIdOf(quote)
    await putClaimedDeposit({ store, tab, quote, parameters, owner: 'tab-4' })
    // Something else used the nonce (another app, the user): not our deposit.
    const other = await sendTransaction(tab.config, {
      chainId: 8453,
      to: '0x000000000000000000000000000000000000dEaD',
      value: 1n,
    })
    await waitForTransactionReceipt(tab.config, { hash: other, chainId: 8453, timeout: 10_000 })
    const reloaded = await page(4)
    const error = (await resumeExecution(reloaded.config, {
      client: client(),
      requestId,
      store,
      owner: 'tab-4',
      ...fast,
    }).catch((e) => e)) as ExecutionError
    expect(error).toMatchObject({ reason: 'sent-state-unknown', funds: 'unknown' })
    expect(store.get(requestId)!.progress.steps.at(-1)!.items[0]!.txHash).toBeUndefined() // never recorded as ours
    expect(reloaded.prompts).toEqual([])
  }, 60_000)

  test('behavior: two execute calls send once; a second tab is refused while the first holds the item', async () => {
    const tab = await page(3)
    const parameters: QuoteParameters = body(tab.account)
    const quote = await getQuote(client(), parameters)
    const nonce = await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })
    const store = createExecutionStore({ storage: null })
    const options = { client: client(), quote, parameters, store, queryClient: new QueryClient(), ...fast }
    const [a, b] = await Promise.all([executeQuote(tab.config, options), executeQuote(tab.config, options)])
    expect(a).toBe(b)
    expect(a.status).toBe('success')
    expect(tab.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
    expect(await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })).toBe(nonce + 1)

    // Another tab (another owner) while this one's claim on an item is fresh: refused, nothing prompted.
    const other = await quote2(tab.account)
    const shared = createMemoryStorage()
    const sharedStore = createExecutionStore({ storage: shared })
    const { toInitialProgress } = await import('./machine/toInitialProgress')
    const id = requestIdOf(other)
    sharedStore.put({
      version: 1,
      requestId: id,
      quote: other,
      progress: { ...toInitialProgress(other, id), status: 'running' },
      claim: { owner: 'tab-A', step: other.steps.length - 1, item: 0, at: Date.now() },
      createdAt: Date.now(),
      updatedAt: Date.now(),
    })
    const second = await page(3)
    const refused = (await executeFast(second.config, {
      client: client(),
      quote: other,
      parameters: body(tab.account, { amount: '2000000000000000' }),
      store: sharedStore,
      owner: 'tab-B',
    }).catch((e) => e)) as ExecutionError
    expect(refused).toMatchObject({ reason: 'in-progress-elsewhere' })
    expect(second.prompts).toEqual([])
  }, 60_000)

  test('behavior: abort stops tracking at once; the state says the deposit was sent', async () => {
    const tab = await page(1)
    let statusCalls = 0
    const counting = createClient({
      baseUrl: server.baseUrl,
      apiKey: 'demo-key',
      fetch: (input, init) => {
        if (String(input).includes('/intents/status/v3')) statusCalls += 1
        return fetch(input, init)
      },
    })
    const parameters: QuoteParameters = body(tab.account)
    const quote = await getQuote(counting, parameters)
    const controller = new AbortController()
    const done = executeFast(tab.config, {
      client: counting,
      quote,
      parameters,
      signal: controller.signal,
      onProgress: (p) => {
        if (p.status === 'tracking' && !controller.signal.aborted) controller.abort()
      },
    }).catch((e) => e)
    const error = (await done) as ExecutionError
    expect(error).toMatchObject({ reason: 'aborted', funds: 'sent' })
    const after = statusCalls
    await new Promise((r) => setTimeout(r, 500)) // five poll intervals: a poll left running would show
    expect(statusCalls).toBe(after)
  }, 60_000)
})

async function quote2(user: string) {
  return getQuote(client(), body(user, { amount: '2000000000000000' }))
}

describe('outcomes and flows', () => {
  test('behavior: a request forced to refund is explained, and the funds are back on the origin chain', async () => {
    const tab = await page(5)
    const parameters: QuoteParameters = body(tab.account)
    const quote = await getQuote(client(), parameters)
    await fetch(`${server.baseUrl}/__sim/outcome`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        requestId: requestIdOf(quote),
        status: 'refund',
        failReason: 'SOLVER_CAPACITY_EXCEEDED',
      }),
    })
    const before = await getBalance(tab.config, { address: tab.account, chainId: 8453 })
    const error = (await executeFast(tab.config, {
      client: client(),
      quote,
      parameters,
    }).catch((e) => e)) as ExecutionError
    expect(error).toMatchObject({ name: 'ExecutionError', reason: 'refunded', funds: 'refunded' })
    expect(error.shortMessage.length).toBeGreaterThan(20)
    // Back on the origin: only the deposit's gas is gone.
    const deposit = await waitForTransactionReceipt(tab.config, {
      chainId: 8453,
      hash: (await executeQuoteState(quote)).txHash as `0x${string}`,
      timeout: 10_000,
    })
    const after = await getBalance(tab.config, { address: tab.account, chainId: 8453 })
    expect(after.value).toBe(before.value - deposit.gasUsed * deposit.effectiveGasPrice)
  }, 60_000)

  test('behavior: a same-chain swap (ETH to USDC on 8453) runs to success', async () => {
    const tab = await page(4)
    const parameters: QuoteParameters = body(tab.account, {
      destinationChainId: 8453,
      destinationCurrency: testAddresses.usdc,
    })
    const quote = await getQuote(client(), parameters)
    const progress = await executeFast(tab.config, {
      client: client(),
      quote,
      parameters,
    })
    expect(progress.status).toBe('success')
  }, 60_000)

  test('behavior: a permit flow (approval, then a signed authorization posted to the service) runs to success', async () => {
    const tab = await page(2)
    const parameters: QuoteParameters = body(tab.account, {
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '4000000',
      usePermit: true,
    })
    const quote = await getQuote(client(), parameters)
    expect(quote.steps.map((s) => s.kind)).toContain('signature')
    const progress = await executeFast(tab.config, {
      client: client(),
      quote,
      parameters,
    })
    expect(progress.status).toBe('success')
    expect(tab.prompts.map((p) => p.method)).toContain('eth_signTypedData_v4')
    const signed = progress.steps.find((s) => s.kind === 'signature')!.items[0]!
    expect(signed).toMatchObject({ state: 'complete' })
    expect(signed.signature).toMatch(/^0x[0-9a-f]{130}$/)
  }, 60_000)
})

/** The deposit item as the last execution of `quote` left it (its store was in memory: read from the service). */
async function executeQuoteState(quote: Quote) {
  const res = await fetch(`${server.baseUrl}/intents/status/v3?requestId=${requestIdOf(quote)}`)
  const status = (await res.json()) as { inTxHashes: string[] }
  return { txHash: status.inTxHashes[0] }
}

describe('steps a signature post adds', () => {
  test('behavior: a permit post that answers more steps (the real postSignatureExtraSteps sample: a Permit2 approval) runs them too', async () => {
    const tab = await page(3)
    const sample = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '../../test/fixtures/real-quotes/postSignatureExtraSteps.json'),
        'utf8',
      ),
    ) as { id: string; kind: string; items: { data: Record<string, unknown> }[] }[]
    // The sample's step, moved to this chain, token and request (same shape, same Permit2 spender and amount).
    const extra = sample.map((step) => ({
      ...step,
      requestId: '',
      items: step.items.map((item) => ({
        ...item,
        data: { ...item.data, chainId: 8453, to: testAddresses.usdc, from: tab.account },
      })),
    }))
    const rewriting = rewriteJsonFetch(fetch, (body, url) =>
      url.includes('/execute/permits') ? { ...(body as object), steps: extra } : body,
    )
    const permitClient = client({ fetch: rewriting.fetch })
    const parameters: QuoteParameters = body(tab.account, {
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '3000000',
      usePermit: true,
    })
    const quote = await getQuote(permitClient, parameters)
    for (const step of extra) step.requestId = requestIdOf(quote)
    const progress = await executeFast(tab.config, {
      client: permitClient,
      quote,
      parameters,
    })
    expect(progress.status).toBe('success')
    expect(progress.steps.map((s) => s.id)).toEqual([...quote.steps.map((s) => s.id), 'approve'])
    expect(progress.steps.at(-1)!.items[0]).toMatchObject({
      state: 'complete',
      txHash: expect.stringMatching(/^0x/),
    })
    const allowance = await readContract(tab.config, {
      chainId: 8453,
      address: testAddresses.usdc as `0x${string}`,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [tab.account, '0x000000000022D473030F116dDEE9F6B43aC78BA3'],
    })
    expect(allowance).toBe(2n ** 160n - 1n) // the sample's amount: the Permit2 approval was sent
  }, 60_000)
})
