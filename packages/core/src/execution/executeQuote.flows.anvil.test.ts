// Deposit-address quotes, SVM origins and the fast-fill hook, on real anvil chains.

import { anvilAccount } from '@crosspay/simulator/node'
import { setupExecution, testAddresses } from '@crosspay/test'
import { getTransactionCount, sendTransaction } from '@wagmi/core'
import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { getQuote } from '../api/getQuote'
import type { ExecutionError } from '../errors/ExecutionError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { createEmitter } from './createEmitter'
import { executeQuote } from './executeQuote'
import { createExecutionStore } from './store/createExecutionStore'
import type { ExecutionEventMap, ExecutionProgress } from './types'

const { connectWallet, serviceClient, quoteBody } = setupExecution()

async function page(index: number, atomicBatching = false) {
  return {
    ...(await connectWallet(anvilAccount(index).address, { atomicBatching })),
    client: serviceClient(),
  }
}
const native = testAddresses.native
const depository = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468' as const
const fast = {
  pollIntervalMs: 100,
  tracking: { intervalMs: 100 },
  store: createExecutionStore({ storage: null }),
}

describe('flows without a wallet step, and around it', () => {
  test('behavior: a deposit-address quote shows the address and exact amount, asks nothing of the wallet, and is tracked until the deposit lands', async () => {
    const tab = await page(6)
    const parameters = quoteBody(tab.account, { amount: '4000000000000000', useDepositAddress: true })
    const quote = await getQuote(tab.client, parameters)
    let shown: ExecutionProgress['depositAddress']
    const done = executeQuote(tab.config, {
      client: tab.client,

      quote,
      parameters,
      ...fast,
      onProgress: (p) => (shown ??= p.depositAddress),
    })
    // The user sends the exact amount from anywhere (here: the same account, outside the executor).
    await expect.poll(() => shown, { timeout: 10_000 }).toBeDefined()
    expect(shown).toMatchObject({ chainId: 8453, currency: native, amount: '4000000000000000' })
    expect(shown!.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    await sendTransaction(tab.config, {
      chainId: 8453,
      to: shown!.address as `0x${string}`,
      value: BigInt(shown!.amount),
    })
    const progress = await done
    expect(progress.status).toBe('success')
    expect(tab.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction']) // the test's own transfer only
  }, 60_000)

  test('behavior: an SVM origin without a Solana wallet (`svm`) is refused before anything is sent', async () => {
    const tab = await page(6)
    const parameters: QuoteParameters = {
      user: '4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T',
      recipient: tab.account,
      originChainId: 792703809,
      destinationChainId: 8453,
      originCurrency: testAddresses.svmNative,
      destinationCurrency: native,
      amount: '100000000',
      tradeType: 'EXACT_INPUT',
    }
    const quote = await getQuote(tab.client, parameters)
    const error = (await executeQuote(tab.config, { client: tab.client, quote, parameters, ...fast }).catch(
      (e) => e,
    )) as ExecutionError
    expect(error).toMatchObject({ name: 'ExecutionError', reason: 'unsupported-origin', funds: 'not-sent' })
    expect(error.shortMessage).toMatch(/Nothing was sent/)
    expect(tab.prompts).toEqual([])
  }, 60_000)

  test('behavior: fastFill is called as soon as the deposit is submitted, before its receipt; events arrive typed and in order', async () => {
    const tab = await page(7)
    const parameters = quoteBody(tab.account, { amount: '1000000000000000' })
    const quote = await getQuote(tab.client, parameters)
    const events = createEmitter<ExecutionEventMap>()
    const seen: string[] = []
    events.on('item', ({ progress }) => seen.push(`item:${progress.state}`))
    events.on('transaction', ({ chainId }) => seen.push(`transaction:${chainId}`))
    events.on('settled', (p) => seen.push(`settled:${p.status}`))
    const calls: { requestId: string; txHash: string; state: string }[] = []
    let last: ExecutionProgress | undefined
    const nonce = await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })
    const progress = await executeQuote(tab.config, {
      client: tab.client,

      quote,
      parameters,
      ...fast,
      events,
      onProgress: (p) => (last = p),
      fastFill: async (request) => {
        calls.push({ ...request, state: last!.steps.at(-1)!.items[0]!.state })
      },
    })
    expect(progress.status).toBe('success')
    expect(calls).toEqual([
      { requestId: progress.requestId, txHash: progress.steps.at(-1)!.items[0]!.txHash, state: 'submitted' },
    ])
    expect(seen.join(' ')).toMatch(
      /item:awaiting-wallet item:submitted transaction:8453 .*item:confirming .*item:complete .*settled:success$/,
    )
    expect(await getTransactionCount(tab.config, { address: tab.account, chainId: 8453 })).toBe(nonce + 1)
  }, 60_000)

  test('behavior: a wallet that batches atomically gets the approval and the deposit as one sendCalls; batching off sends them one by one', async () => {
    const usdc = {
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '3000000',
    }
    const batching = await page(8, true)
    const body = quoteBody(batching.account, usdc)
    const parameters: QuoteParameters = body
    const quote = await getQuote(batching.client, parameters)
    expect(quote.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
    const nonce = await getTransactionCount(batching.config, { address: batching.account, chainId: 8453 })
    const progress = await executeQuote(batching.config, {
      client: batching.client,
      quote,
      parameters,
      ...fast,
    })
    expect(progress.status).toBe('success')
    expect(batching.prompts.map((p) => p.method)).toEqual(['wallet_sendCalls']) // one prompt for both
    expect(progress.steps.map((s) => s.items[0]!.txHash)).toEqual([
      expect.stringMatching(/^0x/),
      expect.stringMatching(/^0x/),
    ])
    expect(await getTransactionCount(batching.config, { address: batching.account, chainId: 8453 })).toBe(
      nonce + 2,
    )

    const off = await page(8, true)
    const againParameters: QuoteParameters = body
    const again = await getQuote(off.client, againParameters)
    const result = await executeQuote(off.config, {
      client: off.client,
      quote: again,
      parameters: againParameters,
      ...fast,
      batching: false,
    })
    expect(result.status).toBe('success')
    expect(off.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
  }, 60_000)

  test('behavior: a USDT-like token with a standing allowance: approve to zero, approve, deposit, to success', async () => {
    const tab = await page(0) // funded with every token of the deployment
    const usdt = '0x82Dc47734901ee7d4f4232f398752cB9Dd5dACcC' as const
    const body = quoteBody(tab.account, {
      originCurrency: usdt,
      destinationCurrency: usdt,
      amount: '7000000',
    })
    // Without an allowance: approve, deposit.
    expect((await getQuote(tab.client, body)).steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
    // A small allowance left standing (an earlier, smaller approval): USDT refuses a non-zero to non-zero change.
    await sendTransaction(tab.config, {
      chainId: 8453,
      to: usdt,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [depository, 1n] }),
    })
    const parameters: QuoteParameters = body
    const quote = await getQuote(tab.client, parameters)
    expect(quote.steps.map((s) => s.id)).toEqual(['approve', 'approve', 'deposit'])
    const first = quote.steps[0]!.items[0] as { data: { data: string } }
    expect(decodeFunctionData({ abi: erc20Abi, data: first.data.data as `0x${string}` }).args).toEqual([
      depository,
      0n,
    ])
    tab.prompts.length = 0
    const progress = await executeQuote(tab.config, {
      client: tab.client,
      quote,
      parameters,
      ...fast,
      batching: false,
    })
    expect(progress.status).toBe('success')
    expect(tab.prompts.map((p) => p.method)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(progress.steps.map((s) => s.items[0]!.state)).toEqual(['complete', 'complete', 'complete'])
  }, 60_000)
})
