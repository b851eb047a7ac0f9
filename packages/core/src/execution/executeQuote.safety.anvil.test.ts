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

const usdc = {
  originCurrency: testAddresses.usdc,
  destinationCurrency: testAddresses.usdc,
  amount: '1000000',
}
const permit = { ...usdc, usePermit: true }

/** A tamper that turns the approval item's call into `call` on the token (an ERC-20 call of the stranger's choosing). */
const approvalCalls =
  (call: { functionName: 'approve' | 'transfer'; args: readonly [`0x${string}`, bigint] }) => (q: Quote) =>
    void (item(q, 'approve').data = encodeFunctionData({ abi: erc20Abi, ...call }))

/** The first permit request's signature item (its approval step dropped), to be tampered with. */
function permitSign(q: Quote) {
  q.steps = q.steps.filter((s) => s.kind === 'signature')
  return (item(q, q.steps[0]!.id) as { sign: Record<string, unknown> & { domain: Record<string, unknown> } })
    .sign
}

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

  test.each<{
    title: string
    check: string
    body: Record<string, unknown>
    tamper: (q: Quote) => void
    account?: `0x${string}`
  }>([
    {
      title: 'account: a wallet connected with another account is refused',
      check: 'account',
      body: {},
      tamper: () => undefined,
      account: anvilAccount(3).address,
    },
    {
      title: 'approval-spender: an approval to a foreign spender is refused',
      check: 'approval-spender',
      body: usdc,
      tamper: approvalCalls({ functionName: 'approve', args: [stranger, 10n ** 30n] }),
    },
    {
      title: 'transaction-target: a token call that is not an approval is refused',
      check: 'transaction-target',
      body: usdc,
      tamper: approvalCalls({ functionName: 'transfer', args: [stranger, 1000000n] }),
    },
    {
      title: 'permit-spender: a permit naming a foreign spender is refused, nothing signed',
      check: 'permit-spender',
      body: permit,
      // The approval step (the first permit request has one) is dropped and the authorization turned into an
      // ERC-2612 permit for a stranger: what a phishing quote would ask.
      tamper: (q) => {
        const sign = permitSign(q)
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
      },
    },
    {
      title: 'signature-chain: a typed message for another chain is refused',
      check: 'signature-chain',
      body: permit,
      tamper: (q) => void (permitSign(q).domain.chainId = 10),
    },
  ])('$title', async ({ check, body, tamper, account }) => {
    const { error, prompts } = await tampered(tamper, body, account)
    expect(error).toMatchObject({ reason: 'unsafe', check })
    expect(prompts).toEqual([])
  })
})
