// @vitest-environment jsdom
// usePayment on the simulator's virtual chains (tokens are funded for anvil accounts #0–#5 only), in this process (no anvil): a real quote, a real wallet (wagmi's
// mock connector) and the merchant's balance read on chain.

import { createMemoryStorage, readUsdcBalance, setupExecution, testAddresses } from '@crosspay/test'
import { act, renderHook, waitFor } from '@crosspay/test/react'
import { sendTransaction } from '@wagmi/core'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { rewriteJsonFetch } from '../../test/fixtures/rewriteJsonFetch'
import { testPayment } from '../../test/fixtures/testPayment'
import { createExecutionStore } from '../execution/store/createExecutionStore'
import { createPaymentLedger } from '../payment/createPaymentLedger'
import type { PaymentReceipt } from '../payment/PaymentRequest'
import { usePayment } from './usePayment'

const { serviceClient, connectWallet } = setupExecution({ chains: 'virtual' })

const fast = { pollIntervalMs: 100, tracking: { intervalMs: 100 } }
const usdc = testAddresses.usdc as `0x${string}`

/**
 * Account `account` connected, order number `order` (`order-<n>`: 25 USDC on OP to the merchant `0x…b000<n>`), and the
 * hook's usual parameters for it.
 */
async function setup(account: `0x${string}`, order: number) {
  const [merchant, reference] = [`0x${`b000${order}`.padStart(40, '0')}` as const, `order-${order}`]
  const wallet = await connectWallet(account)
  const client = serviceClient()
  const payment = testPayment({ recipient: merchant, reference })
  const store = createExecutionStore({ storage: null })
  const ledger = createPaymentLedger(createMemoryStorage())
  const balanceOf = (chainId: 8453 | 10, who: `0x${string}`) =>
    readUsdcBalance(wallet.config, { account: who, chainId })
  /** usePayment's parameters: pay the order with USDC from Base as `account`. */
  const props = { payment, source: { chainId: 8453, currency: usdc }, payer: account, store, ledger }
  return { ...wallet, account, client, payment, store, ledger, balanceOf, props }
}

describe('usePayment', () => {
  test('default: quotes the owed amount to the merchant, pays it once, the merchant receives exactly it', async () => {
    const t = await setup('0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', 1)
    const receipts: PaymentReceipt[] = []
    const { result } = renderHook(
      () =>
        usePayment({
          ...t.props,
          onPaid: (r) => void receipts.push(r),
          ...fast,
        }),
      { client: t.client, wagmiConfig: t.config },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 20_000 })
    expect(result.current.parameters).toMatchObject({
      tradeType: 'EXACT_OUTPUT',
      amount: '25000000',
      recipient: t.payment.recipient,
      destinationChainId: 10,
      originChainId: 8453,
      referrer: 'order-1',
    })
    expect(result.current.quote?.details?.currencyOut?.amount).toBe('25000000')
    const before = await t.balanceOf(10, t.payment.recipient as `0x${string}`)
    act(() => {
      result.current.pay()
      result.current.pay() // a double click
    })
    await waitFor(() => expect(result.current.status).toBe('paid'), { timeout: 30_000 })
    expect((await t.balanceOf(10, t.payment.recipient as `0x${string}`)) - before).toBe(25_000_000n)
    expect(t.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(2) // approve + deposit, once
    expect(receipts).toHaveLength(1)
    expect(receipts[0]).toMatchObject({
      reference: 'order-1',
      paid: { amount: '25000000', chainId: 10 },
      method: 'wallet',
    })
    expect(receipts[0]?.fillTxHashes[0]).toMatch(/^0x/)
    act(() => result.current.pay())
    expect(t.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(2)
  }, 60_000)

  test('behavior: after a reload, a paid order shows paid and is never quoted or paid again', async () => {
    const t = await setup('0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', 2)
    const props = { ...t.props, ...fast }
    const first = renderHook(() => usePayment(props), { client: t.client, wagmiConfig: t.config })
    await waitFor(() => expect(first.result.current.status).toBe('ready'), { timeout: 20_000 })
    act(() => first.result.current.pay())
    await waitFor(() => expect(first.result.current.status).toBe('paid'), { timeout: 30_000 })
    first.unmount()
    const sent = t.prompts.length
    const second = renderHook(() => usePayment(props), { client: t.client, wagmiConfig: t.config })
    expect(second.result.current.status).toBe('paid')
    expect(second.result.current.receipt?.reference).toBe('order-2')
    act(() => second.result.current.pay())
    const fetched = second.queryClient.getQueryCache().findAll({ queryKey: ['quote'] })
    expect(fetched.filter((q) => q.state.dataUpdatedAt > 0 || q.state.fetchStatus !== 'idle')).toHaveLength(0)
    expect(t.prompts.length).toBe(sent)
  }, 60_000)

  test('behavior: a quote that would not pay exactly what is owed is refused', async () => {
    const t = await setup('0x976EA74026E726554dB657fA54763abd0C3a0aa9', 3)
    const short = rewriteJsonFetch(globalThis.fetch, (body, url) => {
      if (!url.includes('/quote/v2')) return body
      const quote = body as { details: { currencyOut: { amount: string } } }
      quote.details.currencyOut.amount = '24000000'
      return quote
    })
    const client = serviceClient({ fetch: short.fetch })
    const { result } = renderHook(() => usePayment(t.props), { client, wagmiConfig: t.config })
    await waitFor(() => expect(result.current.status).toBe('unavailable'), { timeout: 20_000 })
    expect(result.current.quote).toBeUndefined()
    expect(result.current.mismatch).toMatch(/24000000/)
    act(() => result.current.pay())
    expect(t.prompts).toHaveLength(0)
  }, 30_000)

  test('behavior: a new source is not ready until its own quote arrives', async () => {
    const t = await setup('0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', 4)
    const { result, rerender } = renderHook(
      ({ chainId }: { chainId: number }) => usePayment({ ...t.props, source: { chainId, currency: usdc } }),
      { client: t.client, wagmiConfig: t.config, initialProps: { chainId: 8453 } },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 20_000 })
    rerender({ chainId: 10 })
    expect(result.current.status).not.toBe('ready')
    expect(result.current.quote).toBeUndefined()
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 20_000 })
    expect(
      result.current.quote?.steps.every((s) =>
        s.items.every((i) => (i.data as { chainId?: number }).chainId === 10),
      ),
    ).toBe(true)
  }, 30_000)

  test('behavior: by deposit address, without a wallet: the address, then paid when the exact amount lands; a reload resumes tracking', async () => {
    const t = await setup('0x90F79bf6EB2c4f870365E785982E1f101E93b906', 5)
    // No wallet pays: no payer.
    const props = { ...t.props, payer: undefined, method: 'deposit-address' as const, ...fast }
    const first = renderHook(() => usePayment(props), { client: t.client, wagmiConfig: t.config })
    await waitFor(() => expect(first.result.current.status).toBe('ready'), { timeout: 20_000 })
    expect(first.result.current.parameters).toMatchObject({
      useDepositAddress: true,
      tradeType: 'EXACT_OUTPUT',
    })
    act(() => first.result.current.pay())
    await waitFor(() => expect(first.result.current.deposit?.address).toMatch(/^0x/), { timeout: 20_000 })
    const deposit = first.result.current.deposit!
    expect(deposit.expiresAt).toBeGreaterThan(Date.now())
    first.unmount() // a reload before the deposit
    const second = renderHook(() => usePayment(props), { client: t.client, wagmiConfig: t.config })
    await waitFor(() => expect(second.result.current.status).toBe('paying'), { timeout: 20_000 })
    expect(second.result.current.deposit?.address).toBe(deposit.address)
    const before = await t.balanceOf(10, t.payment.recipient as `0x${string}`)
    // The buyer sends the exact amount to the address from any wallet: a plain ERC-20 transfer.
    await sendTransaction(t.config, {
      chainId: 8453,
      to: usdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [deposit.address as `0x${string}`, BigInt(deposit.amount)],
      }),
    })
    await waitFor(() => expect(second.result.current.status).toBe('paid'), { timeout: 30_000 })
    expect((await t.balanceOf(10, t.payment.recipient as `0x${string}`)) - before).toBe(25_000_000n)
    expect(second.result.current.receipt?.method).toBe('deposit-address')
  }, 60_000)
})
