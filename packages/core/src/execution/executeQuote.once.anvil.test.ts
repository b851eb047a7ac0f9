// At most once within one process, and every failure an ExecutionError that says where the funds are, on real
// anvil chains with wagmi's mock wallet. No `localStorage` here (Node): the executor's own default store is used.

import { anvilAccount } from '@crosspay/simulator/node'
import { setupExecution } from '@crosspay/test'
import { getBalance, getTransactionCount } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import type { ClientWarning } from '../api/CrosspayClient'
import type { createClient } from '../api/createClient'
import { getQuote } from '../api/getQuote'
import { ExecutionError } from '../errors/ExecutionError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { executeQuote } from './executeQuote'
import { resumeExecution } from './resumeExecution'
import { createExecutionStore } from './store/createExecutionStore'

const { connectWallet, serviceClient, quoteBody } = setupExecution()

async function page(index: number) {
  const warnings: ClientWarning[] = []
  const client = serviceClient({ onWarning: (w) => void warnings.push(w) })
  return { ...(await connectWallet(anvilAccount(index).address)), client, warnings }
}
const fast = { pollIntervalMs: 100, tracking: { intervalMs: 100 } }
const bodyFor = (account: string, amount: string): QuoteParameters => quoteBody(account, { amount })
/** A quote and the body it was asked with. */
const quoteFor = async (
  tab: { client: ReturnType<typeof createClient>; account: string },
  amount: string,
) => {
  const parameters = bodyFor(tab.account, amount)
  return { quote: await getQuote(tab.client, parameters), parameters }
}

describe('at most once in one process', () => {
  test('behavior: the same quote executed twice in a row, with no store given and no localStorage, sends one deposit', async () => {
    const tab = await page(1)
    const { quote, parameters } = await quoteFor(tab, '2000000000000000')
    const nonce = await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })
    const first = await executeQuote(tab.config, { client: tab.client, quote, parameters, ...fast })
    expect(first.status).toBe('success')
    // The second call (another component, another hook, a retry button) shares the page's one store.
    const second = await executeQuote(tab.config, { client: tab.client, quote, parameters, ...fast })
    expect(second.status).toBe('success')
    expect(second.steps.at(-1)!.items[0]!.txHash).toBe(first.steps.at(-1)!.items[0]!.txHash)
    expect(await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })).toBe(nonce + 1)
    expect(tab.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(1)
  }, 60_000)

  test('behavior: a storage that throws on every write (private mode, a full quota) warns once and the transfer completes, sent once', async () => {
    const tab = await page(2)
    const { quote, parameters } = await quoteFor(tab, '2000000000000000')
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      },
      removeItem: () => undefined,
    }
    const store = createExecutionStore({ storage: full })
    const nonce = await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })
    const progress = await executeQuote(tab.config, { client: tab.client, quote, parameters, store, ...fast })
    expect(progress.status).toBe('success')
    expect(tab.warnings.filter((w) => w.code === 'execution-not-saved')).toHaveLength(1)
    // Kept in memory for this page: executing it again sends nothing.
    await executeQuote(tab.config, { client: tab.client, quote, parameters, store, ...fast })
    expect(await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })).toBe(nonce + 1)
  }, 60_000)
})

describe('every rejection is an ExecutionError with true funds', () => {
  test('behavior: a hand-made quote whose amount is not an integer rejects with an ExecutionError, nothing sent', async () => {
    const tab = await page(3)
    const { quote, parameters } = await quoteFor(tab, '2000000000000000')
    const balance = await getBalance(tab.config, { address: tab.account, chainId: 8453 })
    const broken = {
      ...quote,
      details: { ...quote.details, currencyIn: { ...quote.details!.currencyIn!, amount: '1.5' } },
    } as Quote
    const error = await executeQuote(tab.config, {
      client: tab.client,
      quote: broken,
      parameters,
      ...fast,
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ExecutionError)
    expect(error).toMatchObject({ funds: 'not-sent' })
    expect(tab.prompts).toEqual([])
    expect(await getBalance(tab.config, { address: tab.account, chainId: 8453 })).toEqual(balance)
  }, 60_000)

  test('behavior: a quote without a request id, and a resume of an unknown request, reject with ExecutionErrors', async () => {
    const tab = await page(3)
    const { quote, parameters } = await quoteFor(tab, '2000000000000000')
    const noId = { ...quote, steps: quote.steps.map((s) => ({ ...s, requestId: undefined })) } as Quote
    await expect(
      executeQuote(tab.config, { client: tab.client, quote: noId, parameters }),
    ).rejects.toMatchObject({
      name: 'ExecutionError',
      reason: 'invalid-parameter',
      funds: 'not-sent',
    })
    await expect(
      resumeExecution(tab.config, { client: tab.client, requestId: '0xnothing' }),
    ).rejects.toMatchObject({ name: 'ExecutionError', reason: 'invalid-parameter', funds: 'not-sent' })
    expect(tab.prompts).toEqual([])
  }, 60_000)
})
