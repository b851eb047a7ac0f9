// Claims a nonce cannot prove (issue 34, item 4), on real anvil chains with wagmi's mock wallet: the account is a
// contract account the chain can see (EIP-7702-delegated: `anvil_setCode` gives it the delegation designator) whose
// EIP-5792 wallet batches the approval and the deposit and, as an ERC-4337 account's bundle, leaves its account
// nonce where it was. After an unclear wallet error the kept claim is unknown until the service shows the deposit:
// nothing is ever sent again on the nonce's word.

import { anvilAccount } from '@crosspay/simulator/node'
import {
  type CreateTestWagmiConfigOptions,
  createMemoryStorage,
  readUsdcBalance,
  setupExecution,
  testQuoteParameters,
  testUsdcQuoteParameters,
} from '@crosspay/test'
import { getBalance, getTransactionCount, type readContract } from '@wagmi/core'
import type { Address } from 'viem'
import { expect, test, vi } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { executeStopped } from '../../test/fixtures/executeStopped'
import { resumeStored } from '../../test/fixtures/resumeStored'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { getQuote } from '../api/getQuote'
import { getRequestStatus } from '../api/getRequestStatus'
import type { ExecutionError } from '../errors/ExecutionError'
import { resumeExecution } from './resumeExecution'
import { createExecutionStore } from './store/createExecutionStore'

const { connectWallet, serviceClient, rpc } = setupExecution()

/** A page load of the smart account's wallet on chain 8453. */
const page = (account: Address, options: Partial<CreateTestWagmiConfigOptions> = {}) =>
  connectWallet(account, { atomicBatching: true, smartAccount: true, ...options })
/** Where the account stands on the origin chain: its nonce, USDC and ETH. */
async function standing(config: Parameters<typeof readContract>[0], account: Address) {
  return {
    nonce: await getTransactionCount(config, { address: account, chainId: 8453 }),
    usdc: await readUsdcBalance(config, { account, chainId: 8453 }),
    eth: (await getBalance(config, { address: account, chainId: 8453 })).value,
  }
}
const fast = { pollIntervalMs: 100, tracking: { intervalMs: 100 } }

/**
 * A contract account (its code the EIP-7702 delegation designator) whose wallet answers the batch with an error
 * that is not a rejection, before sending anything; then the reload resumes, reading the service through
 * `resumeFetch` when given.
 */
async function smartAccountFailsBeforeSending(index: number, resumeFetch?: typeof fetch) {
  const account = anvilAccount(index).address
  await rpc('anvil_setCode', [account, '0xef0100000000000000000000000000000000000000dead'])
  const storage = createMemoryStorage()
  const client = serviceClient()
  const first = await page(account, {
    gate: (prompt) => {
      if (prompt.method === 'wallet_sendCalls') throw new Error('The wallet lost its connection.')
    },
  })
  const parameters = { ...testUsdcQuoteParameters, user: account, amount: '3000000' }
  const quote = await getQuote(client, parameters)
  expect(quote.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const before = await standing(first.config, account)
  const stopped = await executeStopped(first.config, { client, quote, parameters, storage })
  expect(stopped).toMatchObject({ reason: 'batch-failed', funds: 'unknown' })
  expect(first.prompts.map((p) => p.method)).toEqual(['wallet_sendCalls'])
  expect(createExecutionStore({ storage }).get(requestId)!.claim).toMatchObject({
    batch: 2,
    nonce: before.nonce,
  })
  const second = await page(account)
  const error = (await resumeExecution(second.config, {
    client: serviceClient({ fetch: resumeFetch }),
    requestId,
    store: createExecutionStore({ storage }),
    ...fast,
  }).catch((e) => e)) as ExecutionError
  return { account, before, second, error, claim: createExecutionStore({ storage }).get(requestId)!.claim }
}

test('behavior: a smart account whose wallet failed unclearly, nothing sent: the resume sends nothing, funds unknown, nonce and balances unchanged', async () => {
  // The nonce has not moved, but for this account that proves nothing, and the service saw no deposit.
  const { account, before, second, error, claim } = await smartAccountFailsBeforeSending(4)
  expect(error).toMatchObject({ name: 'ExecutionError', reason: 'sent-state-unknown', funds: 'unknown' })
  expect(second.prompts).toEqual([])
  expect(claim).toBeDefined() // the evidence is kept
  expect(await standing(second.config, account)).toEqual(before)
}, 90_000)

test("security: a status that names another request's real deposit is not taken for this one: nothing sent, funds unknown", async () => {
  // Another account's deposit, on chain, to the same depository.
  const other = await connectWallet(anvilAccount(0).address)
  const client = serviceClient()
  const otherParameters = { ...testQuoteParameters, user: anvilAccount(0).address }
  const paid = await executeFast(other.config, {
    client,
    quote: await getQuote(client, otherParameters),
    parameters: otherParameters,
    store: createExecutionStore({ storage: createMemoryStorage() }),
  })
  const foreign = paid.steps.at(-1)!.items[0]!.txHash!
  // The service (or whoever rewrites its answers) says this request was paid by that transaction.
  const lying = rewriteJsonFetch(fetch, (body, url) =>
    url.includes('/intents/status/v3')
      ? { ...(body as object), status: 'success', inTxHashes: [foreign] }
      : body,
  )
  const { account, before, second, error, claim } = await smartAccountFailsBeforeSending(1, lying.fetch)
  expect(lying.calls()).toBeGreaterThan(0)
  expect(error).toMatchObject({ name: 'ExecutionError', reason: 'sent-state-unknown', funds: 'unknown' })
  expect(second.prompts).toEqual([])
  expect(claim).toBeDefined()
  expect(await standing(second.config, account)).toEqual(before)
}, 90_000)

test('behavior: a smart account whose wallet sent the batch, then failed unclearly: the resume finds the deposit through the service, paid once', async () => {
  const account = anvilAccount(5).address
  await rpc('anvil_setCode', [account, '0xef0100000000000000000000000000000000000000dead'])
  const storage = createMemoryStorage()
  const client = serviceClient()
  const first = await page(account, { failAfterSend: true })
  const amount = '4000000'
  const parameters = { ...testUsdcQuoteParameters, user: account, amount }
  const quote = await getQuote(client, parameters)
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const before = await standing(first.config, account)
  const received = await readUsdcBalance(first.config, { account, chainId: 10 })
  const stopped = await executeStopped(first.config, { client, quote, parameters, storage })
  expect(stopped).toMatchObject({ reason: 'batch-failed', funds: 'unknown' })
  // The calls went out as the account's bundle: its nonce did not move, its USDC did.
  const after = await standing(first.config, account)
  expect(after.nonce).toBe(before.nonce)
  expect(after.usdc).toBe(before.usdc - BigInt(amount))
  await vi.waitFor(
    async () => expect((await getRequestStatus(client, { requestId })).status).not.toBe('waiting'),
    {
      timeout: 20_000,
      interval: 100,
    },
  )

  const second = await page(account)
  const progress = await resumeStored(second.config, { client, requestId, storage })
  expect(progress.status).toBe('success')
  expect(second.prompts).toEqual([])
  expect(await standing(second.config, account)).toEqual(after) // paid once
  const delivered = (await readUsdcBalance(second.config, { account, chainId: 10 })) - received
  expect(delivered).toBe(BigInt(quote.details!.currencyOut!.amount!))
}, 90_000)

/** A native bridge from an account without code, its wallet failing unclearly on page one; then the reload. */
async function eoaFailsThenResumes(index: number, wallet: Partial<CreateTestWagmiConfigOptions>) {
  const account = anvilAccount(index).address
  const storage = createMemoryStorage()
  const client = serviceClient()
  const first = await page(account, { atomicBatching: false, smartAccount: false, ...wallet })
  const parameters = { ...testQuoteParameters, user: account }
  const quote = await getQuote(client, parameters)
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const before = await standing(first.config, account)
  const stopped = await executeStopped(first.config, { client, quote, parameters, storage })
  expect(stopped).toMatchObject({ reason: 'sent-state-unknown', funds: 'unknown' })
  expect(first.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
  const second = await page(account, {
    atomicBatching: false,
    smartAccount: false,
    ...wallet,
    gate: undefined,
  })
  const resumed = await resumeStored(second.config, { client, requestId, storage }).catch(
    (e) => e as ExecutionError,
  )
  return { account, before, second, resumed, stored: createExecutionStore({ storage }).get(requestId)! }
}

test('behavior: an account without code whose wallet failed unclearly before sending: the nonce proves it, the resume sends once', async () => {
  const { account, before, second, resumed } = await eoaFailsThenResumes(2, {
    gate: (prompt) => {
      if (prompt.method === 'eth_sendTransaction') throw new Error('The wallet lost its connection.')
    },
  })
  expect(resumed).toMatchObject({ status: 'success' })
  expect(second.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
  expect((await standing(second.config, account)).nonce).toBe(before.nonce + 1)
}, 90_000)

test('behavior: a wallet that keeps the transaction in a mempool the app cannot see: its own pending nonce says so, nothing re-sent, funds unknown', async () => {
  const relay = { pending: 0 }
  const { account, before, second, resumed, stored } = await eoaFailsThenResumes(3, { privateMempool: relay })
  expect(relay.pending).toBe(1)
  expect(resumed).toMatchObject({ name: 'ExecutionError', reason: 'sent-state-unknown', funds: 'unknown' })
  expect(second.prompts).toEqual([])
  expect(stored.claim).toBeDefined()
  expect(await standing(second.config, account)).toEqual(before)
}, 90_000)
