// The calldata attacks of issue 26 and the added-steps hole of issue 34 (item 5), as an attacker would run them: a
// real quote from the simulator, its deposit's arguments rewritten, executed through executeQuote on the anvil
// chains (and the checkout's quote through checkPaymentQuote). Each attack is refused before the wallet is asked:
// the account's balances, nonces and allowance are exactly as they were. The wallet aborts the run at its first
// unexpected prompt, so an attack that gets through fails fast instead of waiting for its request.

import { anvilAccount, depositoryArtifact } from '@crosspay/simulator/node'
import {
  createTestWagmiConfig,
  readAccountStanding,
  setupExecution,
  testAddresses,
  testUsdcQuoteParameters,
} from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { type Config, getTransactionCount, readContract } from '@wagmi/core'
import { decodeFunctionData, encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import type { createClient } from '../api/createClient'
import { getQuote } from '../api/getQuote'
import { checkPaymentQuote } from '../payment/checkPaymentQuote'
import type { PaymentRequest } from '../payment/PaymentRequest'
import { toPaymentParameters } from '../payment/toPaymentParameters'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'

const { server, connectWallet, serviceClient, quoteBody } = setupExecution()

const attacker = '0x000000000000000000000000000000000000bEEF'
const merchant = '0x000000000000000000000000000000000000c0DE'
const usdc = testAddresses.usdc as `0x${string}`
const native = testAddresses.native
const body = (user: string, overrides: Partial<QuoteParameters> = {}): QuoteParameters =>
  quoteBody(user, { amount: '1000000000000000', ...overrides })
/** A 1 USDC bridge (the simulator's stablecoin) of `user`. */
const usdcBody = (user: string, overrides: Partial<QuoteParameters> = {}): QuoteParameters => ({
  ...testUsdcQuoteParameters,
  user,
  amount: '1000000',
  ...overrides,
})

type Item = { data: Record<string, unknown> }
const item = (quote: Quote, stepId: string) => quote.steps.find((s) => s.id === stepId)!.items[0] as Item
const requestIdOf = (quote: Quote) => quote.steps[0]!.requestId as `0x${string}`
const abi = depositoryArtifact.abi
/** The approval's spender (the depository: the simulator approves its approval proxy, which is the depository). */
const spenderOf = (quote: Quote) =>
  decodeFunctionData({ abi: erc20Abi, data: item(quote, 'approve').data.data as `0x${string}` })
    .args[0] as `0x${string}`

/** Rewrites a USDC quote's approval and deposit to `amount`, keeping everything else (request id, token, spender). */
function tamperAmount(quote: Quote, amount: bigint) {
  const approve = item(quote, 'approve').data
  approve.data = encodeFunctionData({
    abi: erc20Abi,
    functionName: 'approve',
    args: [spenderOf(quote), amount],
  })
  const deposit = item(quote, 'deposit').data
  deposit.data = encodeFunctionData({
    abi,
    functionName: 'depositErc20',
    args: [usdc, amount, requestIdOf(quote)],
  })
}

/** Everything of `account` an attack could move (see readAccountStanding) and the allowance of `spender`. */
async function onChain(config: Config, account: `0x${string}`, spender: `0x${string}`) {
  return {
    ...(await readAccountStanding(config, account)),
    allowance: await readContract(config, {
      chainId: 8453,
      address: usdc,
      abi: erc20Abi,
      functionName: 'allowance',
      args: [account, spender],
    }),
  }
}

/**
 * Executes `quote` asking `asked` with a fresh wallet of `account`; the wallet lets `allowed` prompts through and
 * aborts the run at the next one (an attack that got through: the test fails at once, showing what was sent).
 */
async function run(
  quote: Quote,
  asked: QuoteParameters,
  options: { client?: ReturnType<typeof createClient>; allowed?: number; batching?: boolean } = {},
) {
  const controller = new AbortController()
  const w = await connectWallet(asked.user as `0x${string}`, {
    atomicBatching: options.batching,
    gate: () => {
      if (w.prompts.length > (options.allowed ?? 0))
        controller.abort(new Error('an unexpected wallet prompt'))
    },
  })
  const error = await executeFast(w.config, {
    client: options.client ?? serviceClient(),
    quote,
    parameters: asked,
    queryClient: new QueryClient(),
    signal: controller.signal,
    batching: options.batching ?? false,
  }).catch((e) => e)
  return { error, prompts: w.prompts, config: w.config }
}

describe('calldata read by ABI before the wallet is asked (anvil)', () => {
  test("security: a native deposit whose calldata names another request (the attacker's) is refused, nothing moved", async () => {
    const a = anvilAccount(5).address
    const client = serviceClient()
    const asked = body(a)
    const quote = await getQuote(client, asked)
    // Another request, made by the attacker, that delivers to the attacker.
    const theirs = await getQuote(client, body(a, { recipient: attacker }))
    const deposit = item(quote, 'deposit').data
    deposit.data = encodeFunctionData({ abi, functionName: 'depositNative', args: [requestIdOf(theirs)] })
    const w = createTestWagmiConfig({ rpcUrls: server.rpcUrls, accounts: [a], chainId: 8453 })
    const before = await onChain(w.config, a, attacker)
    const { error, prompts, config } = await run(quote, asked)
    expect(error).toMatchObject({
      name: 'ExecutionError',
      reason: 'unsafe',
      check: 'calldata-request',
      funds: 'not-sent',
    })
    expect(prompts).toEqual([])
    expect(await onChain(config, a, attacker)).toEqual(before)
  }, 60_000)

  test.each([
    {
      index: 4,
      batching: false,
      title: 'a 1 USDC quote whose approval and deposit say 10 USDC is refused, nothing moved or approved',
    },
    {
      index: 3,
      batching: true,
      title: 'the same tampered quote sent as one EIP-5792 batch is refused, no batch prompted',
    },
  ])(
    'security: $title',
    async ({ index, batching }) => {
      const a = anvilAccount(index).address
      const asked = usdcBody(a)
      const quote = await getQuote(serviceClient(), asked)
      const spender = spenderOf(quote)
      tamperAmount(quote, 10_000_000n)
      const w = createTestWagmiConfig({ rpcUrls: server.rpcUrls, accounts: [a], chainId: 8453 })
      const before = await onChain(w.config, a, spender)
      const { error, prompts, config } = await run(quote, asked, { batching })
      expect(error).toMatchObject({ reason: 'unsafe', check: 'calldata-amount', funds: 'not-sent' })
      expect(prompts).toEqual([])
      expect(await onChain(config, a, spender)).toEqual(before)
    },
    60_000,
  )

  test("security: the checkout's quote, tampered the same two ways, is refused by checkPaymentQuote and by the executor", async () => {
    const a = anvilAccount(2).address
    const client = serviceClient()
    const payment: PaymentRequest = { recipient: merchant, chainId: 10, currency: usdc, amount: '1000000' }
    const asked = toPaymentParameters(
      payment,
      { chainId: 8453, currency: usdc },
      { payer: a, method: 'wallet' },
    )!
    const fresh = () => getQuote(client, asked)
    // The untampered quotes pay exactly what is owed: from USDC, from the native currency, to a deposit address.
    expect(checkPaymentQuote(await fresh(), payment)).toBeUndefined()
    const fromEth = toPaymentParameters(
      payment,
      { chainId: 8453, currency: native },
      { payer: a, method: 'wallet' },
    )!
    expect(checkPaymentQuote(await getQuote(client, fromEth), payment)).toBeUndefined()
    const byAddress = toPaymentParameters(
      payment,
      { chainId: 8453, currency: usdc },
      { method: 'deposit-address' },
    )!
    expect(checkPaymentQuote(await getQuote(client, byAddress), payment)).toBeUndefined()

    const tenTimes = await fresh()
    const spender = spenderOf(tenTimes)
    tamperAmount(tenTimes, 10n * BigInt(tenTimes.details!.currencyIn!.amount))
    expect(checkPaymentQuote(tenTimes, payment)).toMatch(/more than/)

    const elsewhere = await fresh()
    const theirs = await getQuote(client, { ...asked, recipient: attacker })
    item(elsewhere, 'deposit').data.data = encodeFunctionData({
      abi,
      functionName: 'depositErc20',
      args: [usdc, BigInt(elsewhere.details!.currencyIn!.amount), requestIdOf(theirs)],
    })
    expect(checkPaymentQuote(elsewhere, payment)).toMatch(/another request/)

    const w = createTestWagmiConfig({ rpcUrls: server.rpcUrls, accounts: [a], chainId: 8453 })
    const before = await onChain(w.config, a, spender)
    for (const [quote, check] of [
      [tenTimes, 'calldata-amount'],
      [elsewhere, 'calldata-request'],
    ] as const) {
      const { error, prompts } = await run(quote, asked)
      expect(error).toMatchObject({ reason: 'unsafe', check, funds: 'not-sent' })
      expect(prompts).toEqual([])
    }
    expect(await onChain(w.config, a, spender)).toEqual(before)
  }, 60_000)

  test('security: a signature post that adds two full-amount deposits is refused before the wallet sends them', async () => {
    const a = anvilAccount(1).address
    const asked = usdcBody(a, { usePermit: true })
    const plain = serviceClient()
    const quote = await getQuote(plain, asked)
    const requestId = requestIdOf(quote)
    const depository = spenderOf(quote)
    // Two deposits of the whole amount, each one well formed: its own request id, the token, the input.
    const added = [1, 2].map((n) => ({
      id: `deposit${n}`,
      action: 'Confirm transaction in your wallet',
      description: 'Depositing',
      kind: 'transaction',
      requestId,
      items: [
        {
          status: 'incomplete',
          data: {
            from: a,
            to: depository,
            chainId: 8453,
            value: '0',
            data: encodeFunctionData({
              abi,
              functionName: 'depositErc20',
              args: [usdc, BigInt(asked.amount), requestId],
            }),
          },
          check: { endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' },
        },
      ],
    }))
    const rewriting = rewriteJsonFetch(fetch, (answer, url) =>
      url.includes('/execute/permits') ? { ...(answer as object), steps: added } : answer,
    )
    const client = serviceClient({ fetch: rewriting.fetch })
    const w = createTestWagmiConfig({ rpcUrls: server.rpcUrls, accounts: [a], chainId: 8453 })
    const nonce = await getTransactionCount(w.config, { address: a, chainId: 8453 })
    // The quote's own prompts go through: its approval and its deposit authorization, nothing after them.
    const { error, prompts, config } = await run(quote, asked, { client, allowed: 2 })
    expect(error).toMatchObject({ reason: 'unsafe', check: 'run-total' })
    expect(prompts.map((p) => p.method)).toEqual(['eth_sendTransaction', 'eth_signTypedData_v4'])
    // Only the approval was sent from the account.
    expect(await getTransactionCount(config, { address: a, chainId: 8453 })).toBe(nonce + 1)
  }, 60_000)
})
