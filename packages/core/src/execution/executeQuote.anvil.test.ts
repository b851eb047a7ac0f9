// Execution on two real anvil chains: the simulator in anvil mode fills with real transactions, and the wallet is
// wagmi's `mock` connector (anvil signs for its accounts).

import { anvilAccount } from '@crosspay/simulator/node'
import { type CreateTestWagmiConfigOptions, setupExecution, testAddresses } from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { getBalance, getTransactionCount } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { getQuote } from '../api/getQuote'
import type { ExecutionError } from '../errors/ExecutionError'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { executeQuote } from './executeQuote'
import { createExecutionStore } from './store/createExecutionStore'
import type { ExecutionProgress } from './types'

const { connectWallet, serviceClient, quoteBody } = setupExecution()

const usdc = testAddresses.usdc

/** A connected wallet for anvil account `index`, starting on `chainId`, and a client and store of its own. */
async function wallet(index: number, options: Partial<CreateTestWagmiConfigOptions> = {}) {
  return {
    ...(await connectWallet(anvilAccount(index).address, options)),
    client: serviceClient(),
    store: createExecutionStore({ storage: null }),
    queryClient: new QueryClient(),
  }
}

type Wallet = Awaited<ReturnType<typeof wallet>>
const body = (w: Wallet, overrides: Partial<QuoteParameters> = {}): QuoteParameters =>
  quoteBody(w.account, overrides)
const run = (
  w: Wallet,
  quote: Awaited<ReturnType<typeof getQuote>>,
  parameters: QuoteParameters,
  onProgress?: (p: ExecutionProgress) => void,
) =>
  executeQuote(w.config, {
    client: w.client,
    quote,
    parameters,
    store: w.store,
    queryClient: w.queryClient,
    pollIntervalMs: 100,
    tracking: { intervalMs: 100 },
    onProgress,
  })

describe('executeQuote on anvil', () => {
  test('default: a native bridge runs from quote to success with one transaction, progress step by step', async () => {
    const w = await wallet(1)
    const quote = await getQuote(w.client, body(w))
    const recipientBefore = await getBalance(w.config, { address: w.account, chainId: 10 })
    const nonceBefore = await getTransactionCount(w.config, { address: w.account, chainId: 8453 })
    const states: string[] = []
    const progress = await run(w, quote, body(w), (p) =>
      states.push(p.steps.map((s) => s.items.map((i) => i.state).join()).join('|')),
    )
    expect(progress.status).toBe('success')
    expect(progress.funds).toBe('sent')
    expect(progress.request?.status).toBe('success')
    const deposit = progress.steps.find((s) => s.id === 'deposit')!.items[0]!
    expect(deposit.state).toBe('complete')
    expect(deposit.txHash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(deposit.explorerUrl).toContain(deposit.txHash)
    // Every state a UI shows, in order, and exactly one transaction from the account.
    expect(states.join(' ')).toMatch(/awaiting-wallet.*submitted.*confirming.*complete/)
    expect(await getTransactionCount(w.config, { address: w.account, chainId: 8453 })).toBe(nonceBefore + 1)
    expect(w.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
    const recipientAfter = await getBalance(w.config, { address: w.account, chainId: 10 })
    expect(recipientAfter.value - recipientBefore.value).toBe(BigInt(quote.details!.currencyOut!.amount!))
  }, 60_000)

  test('behavior: a stablecoin bridge approves, then deposits; the wallet on the wrong chain is switched first', async () => {
    const w = await wallet(2, { chainId: 10 })
    const parameters = body(w, { originCurrency: usdc, destinationCurrency: usdc, amount: '5000000' })
    const quote = await getQuote(w.client, parameters)
    expect(quote.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
    const progress = await run(w, quote, parameters)
    expect(progress.status).toBe('success')
    expect(w.prompts.map((p) => p.method)).toEqual([
      'wallet_switchEthereumChain',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(progress.steps.map((s) => s.items[0]!.state)).toEqual(['complete', 'complete'])
  }, 60_000)

  test('behavior: a rejected transaction and a refused switch send nothing and say so', async () => {
    const rejecting = await wallet(3, { rejectTransactions: true })
    const quote = await getQuote(rejecting.client, body(rejecting))
    const nonce = await getTransactionCount(rejecting.config, { address: rejecting.account, chainId: 8453 })
    const error = (await run(rejecting, quote, body(rejecting)).catch((e) => e)) as ExecutionError
    expect(error).toMatchObject({
      name: 'ExecutionError',
      reason: 'user-rejected',
      funds: 'not-sent',
      step: 'deposit',
    })
    expect(error.shortMessage).toMatch(/Nothing was sent/)
    expect(await getTransactionCount(rejecting.config, { address: rejecting.account, chainId: 8453 })).toBe(
      nonce,
    )

    const refusing = await wallet(3, { chainId: 10, features: { switchChainError: true } })
    const again = await getQuote(refusing.client, body(refusing))
    const refused = (await run(refusing, again, body(refusing)).catch((e) => e)) as ExecutionError
    expect(refused).toMatchObject({ reason: 'user-rejected', funds: 'not-sent' })
    expect(refusing.prompts.map((p) => p.method)).toEqual(['wallet_switchEthereumChain'])
  }, 60_000)
})
