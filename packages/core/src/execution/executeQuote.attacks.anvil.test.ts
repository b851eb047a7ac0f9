// The attacks of issue 16, as an attacker would run them: a real quote from the simulator, tampered, executed
// through executeQuote on the anvil chains. Each refused attack leaves the wallet unprompted and the account's
// balances (native and USDC, both chains) and nonces exactly as they were; the one attack that is not refused
// (absurd fee fields) is defused, and what left the wallet is compared with what the quote said it pays.

import { anvilAccount } from '@crosspay/simulator/node'
import { readAccountStanding, setupExecution, testAddresses } from '@crosspay/test'
import { QueryClient } from '@tanstack/react-query'
import { getBalance, getPublicClient } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { executeFast } from '../../test/fixtures/executeFast'
import { getQuote } from '../api/getQuote'
import type { QuoteParameters } from '../quote/QuoteParameters'
import type { Quote } from '../schemas/quoteSchema'
import { executeQuote } from './executeQuote'
import { resumeExecution } from './resumeExecution'
import { createExecutionStore } from './store/createExecutionStore'

const { connectWallet: wallet, serviceClient: client, quoteBody } = setupExecution()

const a = anvilAccount(5).address
const b = anvilAccount(6).address
const attacker = '0x000000000000000000000000000000000000bEEF'
const usdc = testAddresses.usdc
const body = (user: string, overrides: Partial<QuoteParameters> = {}): QuoteParameters =>
  quoteBody(user, { amount: '1000000000000000', ...overrides })
const usdcBody = (user: string, overrides: Partial<QuoteParameters> = {}) =>
  body(user, { originCurrency: usdc, destinationCurrency: usdc, amount: '1000000', ...overrides })

/** Quotes `asked` (for `quotedFor`), tampers it, executes it as `account` asking `asked`; returns the outcome. */
async function attack(
  tamper: (quote: Quote) => void,
  options: { account?: `0x${string}`; quotedFor?: QuoteParameters; asked?: QuoteParameters } = {},
) {
  const account = options.account ?? a
  const asked = options.asked ?? body(account)
  const quote = await getQuote(client(), options.quotedFor ?? asked)
  tamper(quote)
  const w = await wallet(account)
  const before = await readAccountStanding(w.config, account)
  const error = await executeQuote(w.config, {
    client: client(),
    quote,
    parameters: asked,
    store: createExecutionStore({ storage: null }),
    queryClient: new QueryClient(),
  }).catch((e) => e)
  const after = await readAccountStanding(w.config, account)
  return { error, prompts: w.prompts, before, after }
}
const items = (quote: Quote, kind = 'transaction') =>
  quote.steps.filter((s) => s.kind === kind).flatMap((s) => s.items as { data: Record<string, unknown> }[])
const deposit = (quote: Quote) => items(quote).at(-1)!.data

describe('attacks on executeQuote (anvil)', () => {
  test.each<[string, string, (q: Quote) => void]>([
    [
      'quote-chain',
      "the deposit's chain and the details' chain rewritten together",
      (q) => {
        deposit(q).chainId = 10
        q.details!.currencyIn!.currency.chainId = 10
      },
    ],
    [
      'quote-amount',
      'the value and the quoted input ×10',
      (q) => {
        deposit(q).value = (BigInt(deposit(q).value as string) * 10n).toString()
        q.details!.currencyIn!.amount = (BigInt(q.details!.currencyIn!.amount) * 10n).toString()
      },
    ],
    ['quote-recipient', 'the recipient rewritten', (q) => void (q.details!.recipient = attacker)],
  ])('security: %s: %s is refused, nothing prompted or moved', async (check, _what, tamper) => {
    const { error, prompts, before, after } = await attack(tamper)
    expect(error).toMatchObject({ name: 'ExecutionError', reason: 'unsafe', check, funds: 'not-sent' })
    expect(prompts).toEqual([])
    expect(after).toEqual(before)
  })

  test("security: account A's quote rewritten to B (from and sender) is refused for B", async () => {
    const { error, prompts, before, after } = await attack(
      (q) => {
        for (const item of items(q)) item.data.from = b
        q.details!.sender = b
      },
      { account: b, quotedFor: body(a), asked: body(b) },
    )
    // A's request delivers to A: B would pay for it.
    expect(error).toMatchObject({ reason: 'unsafe', check: 'quote-recipient', funds: 'not-sent' })
    expect(prompts).toEqual([])
    expect(after).toEqual(before)
  })

  test('security: an app-fee claim message, a login text and a Seaport order in a quote are never signed', async () => {
    const claim = `Claim app fees\nWallet: ${a}\nChain: 8453\nCurrency: ${usdc}\nAmount: 5000000\nRecipient: ${attacker}\nNonce: 1`
    const signatures: Record<string, unknown>[] = [
      { signatureKind: 'eip191', message: claim },
      { signatureKind: 'eip191', message: 'Sign in to attacker.test\nNonce: 7' },
      {
        signatureKind: 'eip712',
        domain: { name: 'Seaport', version: '1.5', chainId: 8453, verifyingContract: attacker },
        types: { OrderComponents: [{ name: 'offerer', type: 'address' }] },
        primaryType: 'OrderComponents',
        value: { offerer: a },
      },
    ]
    for (const sign of signatures) {
      const { error, prompts, before, after } = await attack((q) => {
        q.steps.unshift({
          id: 'authorize',
          action: 'Sign',
          description: 'Sign to continue',
          kind: 'signature',
          requestId: q.steps[0]!.requestId,
          items: [
            {
              status: 'incomplete',
              data: { sign, post: { endpoint: `/app-fees/${a}/claim/confirm`, method: 'POST', body: {} } },
            },
          ],
        } as Quote['steps'][number])
      })
      expect(error).toMatchObject({ reason: 'unsafe', check: 'signature', funds: 'not-sent' })
      expect(prompts).toEqual([])
      expect(after).toEqual(before)
    }
  })

  test('security: a foreign check endpoint on the deposit is refused before the approval is sent', async () => {
    const { error, prompts, before, after } = await attack(
      (q) =>
        void ((items(q).at(-1) as { check?: { endpoint: string } }).check!.endpoint =
          'https://attacker.test/s'),
      { asked: usdcBody(a) },
    )
    expect(error).toMatchObject({ reason: 'unsafe', check: 'endpoint', funds: 'not-sent' })
    expect(prompts).toEqual([])
    expect(after).toEqual(before)
  })

  test('security: a foreign post endpoint on a permit is refused before the wallet signs', async () => {
    const { error, prompts, before, after } = await attack(
      (q) => {
        const item = items(q, 'signature')[0]!
        ;(item.data.post as { endpoint: string }).endpoint = '//attacker.test/execute/permits'
      },
      { asked: usdcBody(a, { usePermit: true }) },
    )
    expect(error).toMatchObject({ reason: 'unsafe', check: 'endpoint', funds: 'not-sent' })
    expect(prompts).toEqual([])
    expect(after).toEqual(before)
  })

  test('security: a tampered quote in the store is refused on resume, nothing prompted', async () => {
    const asked = body(a)
    const quote = await getQuote(client(), asked)
    const requestId = quote.steps[0]!.requestId!
    const store = createExecutionStore({ storage: null })
    const { toInitialProgress } = await import('./machine/toInitialProgress')
    deposit(quote).value = (BigInt(deposit(quote).value as string) * 10n).toString()
    store.put({
      version: 1,
      requestId,
      quote,
      parameters: asked,
      progress: { ...toInitialProgress(quote, requestId), status: 'running' },
      claim: undefined,
      createdAt: Date.now(),
      updatedAt: Date.now(),
    })
    const w = await wallet(a)
    const before = await readAccountStanding(w.config, a)
    const error = await resumeExecution(w.config, { client: client(), requestId, store }).catch((e) => e)
    expect(error).toMatchObject({ reason: 'unsafe', check: 'quote-amount' })
    expect(w.prompts).toEqual([])
    expect(await readAccountStanding(w.config, a)).toEqual(before)
  })

  test("security: absurd fee fields (1e14 wei per gas) are dropped: the chain's fees are paid, not the quote's", async () => {
    const asked = body(b)
    const quote = await getQuote(client(), asked)
    deposit(quote).maxFeePerGas = '100000000000000'
    deposit(quote).maxPriorityFeePerGas = '100000000000000'
    const w = await wallet(b)
    const before = await getBalance(w.config, { address: b, chainId: 8453 })
    const progress = await executeFast(w.config, {
      client: client(),
      quote,
      parameters: asked,
      queryClient: new QueryClient(),
    })
    expect(progress.status).toBe('success')
    const hash = progress.steps.at(-1)!.items[0]!.txHash as `0x${string}`
    const receipt = await getPublicClient(w.config, { chainId: 8453 })!.getTransactionReceipt({ hash })
    const after = await getBalance(w.config, { address: b, chainId: 8453 })
    const paid = before.value - after.value
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    // Exactly the quoted input plus the gas the chain charged, at far below the quote's price.
    expect(paid).toBe(BigInt(asked.amount) + fee)
    expect(receipt.effectiveGasPrice < 100_000_000_000_000n / 1000n).toBe(true)
  }, 60_000)
})
