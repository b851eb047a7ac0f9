// Every safety check before a wallet prompt, with a tampered quote: an ExecutionError names the check and the
// wallet is never asked (its prompts stay empty), on real anvil chains.

import { anvilAccount } from '@crosspay/simulator/node'
import { setupExecution, testAddresses } from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { getQuote } from '../api/getQuote'
import type { Quote } from '../schemas/quoteSchema'
import { executeQuote } from './executeQuote'
import { createExecutionStore } from './store/createExecutionStore'

const { connectWallet, serviceClient, quoteBody } = setupExecution()

const user = anvilAccount(4).address
const stranger = '0x000000000000000000000000000000000000dEaD'

/** Quotes with account #4, tampers the quote, executes it with a fresh wallet; returns the error and the prompts. */
async function tampered(
  tamper: (quote: Quote) => void,
  overrides: Record<string, unknown> = {},
  account = user,
) {
  const client = serviceClient()
  const parameters = quoteBody(user, { amount: '1000000000000000', ...overrides })
  const quote = await getQuote(client, parameters)
  tamper(quote)
  const { config, prompts } = await connectWallet(account)
  const error = await executeQuote(config, {
    client,

    quote,
    parameters,
    store: createExecutionStore({ storage: null }),
    queryClient: new QueryClient(),
  }).catch((e) => e)
  return { error, prompts }
}
const item = (quote: Quote, stepId: string) =>
  (quote.steps.find((s) => s.id === stepId)!.items[0] as { data: Record<string, unknown> }).data

describe('safety checks before the wallet is asked', () => {
  test.each([
    ['transaction-target', (q: Quote) => void (item(q, 'deposit').to = stranger)],
    // The quote is compared with the body asked for first: these never reach the per-item checks (`value`,
    // `origin-chain`, `chain-listed` stand behind them; assertSafeTransaction.test.ts tests those).
    ['quote-amount', (q: Quote) => void (item(q, 'deposit').value = '2000000000000000')],
    ['quote-chain', (q: Quote) => void (item(q, 'deposit').chainId = 10)],
    ['quote-chain', (q: Quote) => void (item(q, 'deposit').chainId = 31337)],
  ])('%s: a tampered deposit is refused and the wallet never prompted', async (check, tamper) => {
    const { error, prompts } = await tampered(tamper)
    expect(error).toMatchObject({ name: 'ExecutionError', reason: 'unsafe', check, funds: 'not-sent' })
    expect(prompts).toEqual([])
  })

  test('account: a wallet connected with another account is refused', async () => {
    const { error, prompts } = await tampered(() => undefined, {}, anvilAccount(3).address)
    expect(error).toMatchObject({ reason: 'unsafe', check: 'account' })
    expect(prompts).toEqual([])
  })

  test('approval-spender: an approval to a foreign spender is refused', async () => {
    const usdc = {
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '1000000',
    }
    const { error, prompts } = await tampered((q) => {
      item(q, 'approve').data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [stranger, 10n ** 30n],
      })
    }, usdc)
    expect(error).toMatchObject({ reason: 'unsafe', check: 'approval-spender' })
    expect(prompts).toEqual([])
  })

  test('transaction-target: a token call that is not an approval is refused', async () => {
    const usdc = {
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '1000000',
    }
    const { error, prompts } = await tampered((q) => {
      item(q, 'approve').data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [stranger, 1000000n],
      })
    }, usdc)
    expect(error).toMatchObject({ reason: 'unsafe', check: 'transaction-target' })
    expect(prompts).toEqual([])
  })

  test('permit-spender: a permit naming a foreign spender is refused, nothing signed', async () => {
    const permit = {
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '1000000',
      usePermit: true,
    }
    const { error, prompts } = await tampered((q) => {
      // The approval step (the first permit request has one) is dropped and the authorization turned into an
      // ERC-2612 permit for a stranger: what a phishing quote would ask.
      q.steps = q.steps.filter((s) => s.kind === 'signature')
      const sign = (item(q, q.steps[0]!.id) as { sign: Record<string, unknown> }).sign
      sign.primaryType = 'Permit'
      sign.types = {
        Permit: [
          { name: 'owner', type: 'address' },
          { name: 'spender', type: 'address' },
          { name: 'value', type: 'uint256' },
          { name: 'nonce', type: 'uint256' },
          { name: 'deadline', type: 'uint256' },
        ],
      }
      sign.value = { owner: user, spender: stranger, value: '1000000', nonce: '0', deadline: '9999999999' }
      sign.domain = { name: 'USD Coin', version: '2', chainId: 8453, verifyingContract: testAddresses.usdc }
    }, permit)
    expect(error).toMatchObject({ reason: 'unsafe', check: 'permit-spender' })
    expect(prompts).toEqual([])
  })

  test('signature-chain: a typed message for another chain is refused', async () => {
    const permit = {
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '1000000',
      usePermit: true,
    }
    const { error, prompts } = await tampered((q) => {
      q.steps = q.steps.filter((s) => s.kind === 'signature')
      const sign = (item(q, q.steps[0]!.id) as { sign: { domain: Record<string, unknown> } }).sign
      sign.domain.chainId = 10
    }, permit)
    expect(error).toMatchObject({ reason: 'unsafe', check: 'signature-chain' })
    expect(prompts).toEqual([])
  })
})
