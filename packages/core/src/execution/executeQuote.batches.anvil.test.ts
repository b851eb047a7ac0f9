// Abort and batches (issue 34, item 7), on real anvil chains with wagmi's mock wallet reporting EIP-5792 atomic
// batching: an aborted run lets its Web Lock go at once while the wallet still says "pending", and a batch id the
// connected wallet does not know (the page reconnected with another connector) is looked up on the chain and with
// the service instead of waiting out the timeout. Node has no Web Locks: `createTestWebLocks` provides them.

import { anvilAccount } from '@crosspay/simulator/node'
import {
  type CreateTestWagmiConfigOptions,
  createMemoryStorage,
  createTestWebLocks,
  readUsdcBalance,
  setupExecution,
  type TestWallet,
  testUsdcQuoteParameters,
} from '@crosspay/test'
import { getTransactionCount } from '@wagmi/core'
import type { Address } from 'viem'
import { afterEach, expect, test, vi } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { resumeStored } from '../../test/fixtures/resumeStored'
import { getQuote } from '../api/getQuote'
import { getRequestStatus } from '../api/getRequestStatus'
import type { ExecutionError } from '../errors/ExecutionError'
import { createExecutionStore } from './store/createExecutionStore'
import { listLockedExecutions } from './store/listLockedExecutions'

const { connectWallet, serviceClient } = setupExecution()
afterEach(() => {
  vi.unstubAllGlobals()
})

/** A page load of a batching wallet on chain 8453. */
const page = (account: Address, options: Partial<CreateTestWagmiConfigOptions> = {}) =>
  connectWallet(account, { atomicBatching: true, ...options })

test('behavior: abort while the wallet says the batch is pending: the run ends and its Web Lock is free within a second, nothing sent', async () => {
  vi.stubGlobal('navigator', { locks: createTestWebLocks() })
  const account = anvilAccount(1).address
  const tab = await page(account, { pendingBatches: true })
  const client = serviceClient()
  const parameters = { ...testUsdcQuoteParameters, user: account, amount: '2000000' }
  const quote = await getQuote(client, parameters)
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const store = createExecutionStore({ storage: createMemoryStorage() })
  const nonce = await getTransactionCount(tab.config, { address: account, chainId: 8453 })
  const before = await readUsdcBalance(tab.config, { account, chainId: 8453 })
  const controller = new AbortController()
  const run = executeFast(tab.config, {
    client,
    quote,
    parameters,
    store,
    signal: controller.signal,
    receiptTimeoutMs: 180_000,
  }).catch((e) => e as ExecutionError)
  // The batch is with the wallet (its id saved) and the run holds the request's lock while it waits.
  await vi.waitFor(() => expect(store.get(requestId)?.claim?.callsId).toMatch(/^0x/), { timeout: 20_000 })
  expect((await listLockedExecutions())!.has(requestId.toLowerCase())).toBe(true)
  controller.abort()
  await vi.waitFor(
    async () => expect((await listLockedExecutions())!.has(requestId.toLowerCase())).toBe(false),
    {
      timeout: 1000,
      interval: 20,
    },
  )
  expect(await run).toMatchObject({ name: 'ExecutionError', reason: 'aborted' })
  expect(tab.prompts.map((p) => p.method)).toEqual(['wallet_sendCalls'])
  // The batch id stays as evidence; nothing reached the chain.
  expect(store.get(requestId)!.claim).toMatchObject({ batch: 2, callsId: expect.stringMatching(/^0x/) })
  expect(await getTransactionCount(tab.config, { address: account, chainId: 8453 })).toBe(nonce)
  expect(await readUsdcBalance(tab.config, { account, chainId: 8453 })).toBe(before)
}, 60_000)

/** Runs a batch on page one and stops it (abort) once its id is saved, before the wallet's status is read. */
async function sendAndLeave(
  account: Address,
  options: Partial<CreateTestWagmiConfigOptions>,
  amount: string,
) {
  const storage = createMemoryStorage()
  const client = serviceClient()
  const first = await page(account, options)
  const parameters = { ...testUsdcQuoteParameters, user: account, amount }
  const quote = await getQuote(client, parameters)
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const nonce = await getTransactionCount(first.config, { address: account, chainId: 8453 })
  const before = await readUsdcBalance(first.config, { account, chainId: 8453 })
  const received = await readUsdcBalance(first.config, { account, chainId: 10 })
  const controller = new AbortController()
  const stopped = (await executeFast(first.config, {
    client,
    quote,
    parameters,
    store: createExecutionStore({ storage }),
    signal: controller.signal,
    onProgress: (p) => {
      if (p.steps[0]!.items[0]!.state === 'confirming' && !controller.signal.aborted) controller.abort()
    },
  }).catch((e) => e)) as ExecutionError
  expect(stopped).toMatchObject({ reason: 'aborted' })
  expect(first.prompts.map((p) => p.method)).toEqual(['wallet_sendCalls'])
  expect(createExecutionStore({ storage }).get(requestId)!.claim?.callsId).toMatch(/^0x/)
  return { storage, client, quote, requestId, nonce, before, received }
}

/**
 * Resumes `sent`'s run in the reloaded page `second` (a store on the same storage): it succeeds without a prompt,
 * `amount` of USDC left the account once on 8453 and the quoted amount arrived on 10.
 */
async function expectResumedOnce(
  sent: Awaited<ReturnType<typeof sendAndLeave>>,
  second: TestWallet,
  amount: bigint,
) {
  const progress = await resumeStored(second.config, {
    client: sent.client,
    requestId: sent.requestId,
    storage: sent.storage,
    receiptTimeoutMs: 10_000,
  })
  expect(progress.status).toBe('success')
  expect(second.prompts).toEqual([])
  const account = second.account
  expect(await readUsdcBalance(second.config, { account, chainId: 8453 })).toBe(sent.before - amount)
  expect((await readUsdcBalance(second.config, { account, chainId: 10 })) - sent.received).toBe(
    BigInt(sent.quote.details!.currencyOut!.amount!),
  )
}

test('behavior: a batch id the reconnected wallet does not know is found on the chain by the nonce history, sent once', async () => {
  const account = anvilAccount(2).address
  const sent = await sendAndLeave(account, {}, '3000000')
  // The reload with another connector: it never saw this batch id and answers "pending" for it (on chain 1).
  const second = await page(account)
  await expectResumedOnce(sent, second, 3_000_000n)
  // Both calls went out once, from the account's own nonces.
  expect(await getTransactionCount(second.config, { address: account, chainId: 8453 })).toBe(sent.nonce + 2)
}, 90_000)

test('behavior: a smart account batch the reconnected wallet does not know is found through the service, sent once', async () => {
  const account = anvilAccount(3).address
  const sent = await sendAndLeave(account, { smartAccount: true }, '4000000')
  await vi.waitFor(
    async () =>
      expect((await getRequestStatus(sent.client, { requestId: sent.requestId })).status).not.toBe('waiting'),
    { timeout: 20_000, interval: 100 },
  )
  const second = await page(account, { smartAccount: true })
  await expectResumedOnce(sent, second, 4_000_000n)
  // The account's nonce never moved (its bundle's calls), its USDC moved once.
  expect(await getTransactionCount(second.config, { address: account, chainId: 8453 })).toBe(sent.nonce)
}, 90_000)
