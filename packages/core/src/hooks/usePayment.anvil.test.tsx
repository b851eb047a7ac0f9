// @vitest-environment jsdom
// usePayment on two real anvil chains (through the simulator's RPC relay, whose fault rules reach the chain reads):
// the checkout's remaining double-payment paths of issue 34. A receipt that arrives after the executor's wait, an
// execution store that forgot the payment (pruned), and a memory store beside a localStorage ledger must never
// turn a paid order payable again. Each compares the merchant's and the buyer's balances and nonces with what the
// hook said.

import { anvilAccount } from '@crosspay/simulator/node'
import { createMemoryStorage, readUsdcBalance, setupExecution, testAddresses } from '@crosspay/test'
import { act, renderHook, waitFor } from '@crosspay/test/react'
import { getBalance, getTransactionCount, getTransactionReceipt } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { testPayment } from '../../test/fixtures/testPayment'
import { createExecutionStore } from '../execution/store/createExecutionStore'
import { createPaymentLedger } from '../payment/createPaymentLedger'
import type { PaymentStatus } from '../payment/toPaymentStatus'
import { usePayment } from './usePayment'

const { server, simRpcUrls: relay, connectWallet, serviceClient } = setupExecution({ timeoutMs: 60_000 })

const fast = { pollIntervalMs: 100, tracking: { intervalMs: 100 } }
const usdc = testAddresses.usdc as `0x${string}`

/** Anvil account `index` connected on Base, an order of 25 USDC on OP to `merchant`, and chain reads. */
async function setup(index: number, merchant: `0x${string}`, reference: string) {
  const account = anvilAccount(index).address
  const wallet = await connectWallet(account, { rpcUrls: relay })
  const client = serviceClient()
  const payment = testPayment({ recipient: merchant, reference })
  const balanceOf = (chainId: 8453 | 10, who: `0x${string}`) =>
    readUsdcBalance(wallet.config, { account: who, chainId })
  const nonce = () => getTransactionCount(wallet.config, { address: account, chainId: 8453 })
  const snapshot = async () => ({
    merchant: await balanceOf(10, merchant),
    buyer: await balanceOf(8453, account),
    nonce: await nonce(),
  })
  const sends = () => wallet.prompts.filter((p) => p.method === 'eth_sendTransaction').length
  return { ...wallet, account, client, payment, snapshot, sends }
}

describe('usePayment on anvil', () => {
  test('behavior: a receipt that arrives after the wait: never failed or Start again, paid once, the buyer charged once', async () => {
    const t = await setup(1, '0x00000000000000000000000000000000000c0001', 'order-late-receipt')
    const store = createExecutionStore({ storage: null })
    const ledger = createPaymentLedger(createMemoryStorage())
    const seen: PaymentStatus[] = []
    const { result } = renderHook(
      () => {
        // ETH on Base: one transaction (the deposit), so the receipt that comes late is the deposit's.
        const pay = usePayment({
          payment: t.payment,
          source: { chainId: 8453, currency: testAddresses.native },
          payer: t.account,
          store,
          ledger,
          receiptTimeoutMs: 1_500,
          ...fast,
        })
        if (seen.at(-1) !== pay.status) seen.push(pay.status)
        return pay
      },
      { client: t.client, wagmiConfig: t.config },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 30_000 })
    const before = await t.snapshot()
    const eth = (await getBalance(t.config, { address: t.account, chainId: 8453 })).value
    // The chain's receipts do not come within the wait: every receipt read of Base fails until the rule is lifted.
    server.sim.ctx.faults.set([
      {
        kind: 'status',
        status: 503,
        path: '/__sim/rpc/8453',
        rpcMethod: 'eth_getTransactionReceipt',
        times: 100_000,
      },
    ])
    act(() => result.current.pay())
    await waitFor(() => expect(result.current.error?.reason).toBe('timeout'), { timeout: 30_000 })
    server.sim.ctx.faults.set([])
    expect(result.current.progress?.funds).not.toBe('not-sent')
    expect(['unconfirmed', 'paid']).toContain(result.current.status)
    expect(result.current.canStartAgain).toBe(false)
    act(() => result.current.retry()) // Start again is not offered; calling it anyway changes nothing
    await waitFor(() => expect(result.current.status).toBe('paid'), { timeout: 30_000 })
    expect(seen).not.toContain('failed')
    expect(seen).toContain('unconfirmed')
    const after = await t.snapshot()
    expect(after.merchant - before.merchant).toBe(25_000_000n)
    expect(t.sends()).toBe(1)
    expect(after.nonce - before.nonce).toBe(1)
    // The buyer's ETH moved once: the quoted input and the gas of its one deposit.
    const hash = result.current.progress!.steps.at(-1)!.items[0]!.txHash as `0x${string}`
    const receipt = await getTransactionReceipt(t.config, { chainId: 8453, hash })
    const input = BigInt(result.current.paidQuote!.details!.currencyIn!.amount!)
    const charged = eth - (await getBalance(t.config, { address: t.account, chainId: 8453 })).value
    expect(charged).toBe(input + receipt.gasUsed * receipt.effectiveGasPrice)
    expect(ledger.get('order-late-receipt')).toMatchObject({ state: 'paid' })
  }, 90_000)

  test.each([
    ['the execution store pruned it', 'pruned'],
    ['a memory store beside a localStorage ledger, after a reload', 'memory'],
  ] as const)(
    'behavior: a paid order whose execution is forgotten (%s) shows paid and never offers Pay',
    async (_name, kind) => {
      const t = await setup(
        kind === 'pruned' ? 2 : 3,
        kind === 'pruned'
          ? '0x00000000000000000000000000000000000c0002'
          : '0x00000000000000000000000000000000000c0003',
        `order-forgotten-${kind}`,
      )
      let clock = Date.now()
      const storage = createMemoryStorage()
      const firstStore =
        kind === 'pruned'
          ? createExecutionStore({ storage, now: () => clock })
          : createExecutionStore({ storage: null })
      // The ledger in `localStorage` (jsdom's), as the hook's default: it outlives the execution store.
      localStorage.clear()
      const props = {
        payment: t.payment,
        source: { chainId: 8453, currency: usdc },
        payer: t.account,
        ...fast,
      }
      const first = renderHook(() => usePayment({ ...props, store: firstStore }), {
        client: t.client,
        wagmiConfig: t.config,
      })
      await waitFor(() => expect(first.result.current.status).toBe('ready'), { timeout: 30_000 })
      const before = await t.snapshot()
      act(() => first.result.current.pay())
      await waitFor(() => expect(first.result.current.status).toBe('paid'), { timeout: 60_000 })
      const requestId = first.result.current.receipt!.requestId
      first.unmount()
      const sent = t.sends()
      // The store forgets the payment: eight days on, its next write prunes the finished record; or a fresh memory store.
      let store = createExecutionStore({ storage: null })
      if (kind === 'pruned') {
        clock += 8 * 24 * 60 * 60 * 1000
        store = createExecutionStore({ storage, now: () => clock })
        store.put({ ...store.get(requestId)! })
      }
      expect(store.get(requestId)).toBeUndefined()
      const second = renderHook(() => usePayment({ ...props, store }), {
        client: t.client,
        wagmiConfig: t.config,
      })
      const statuses: PaymentStatus[] = [second.result.current.status]
      await waitFor(
        () => {
          statuses.push(second.result.current.status)
          expect(second.result.current.status).toBe('paid')
        },
        { timeout: 30_000 },
      )
      expect(statuses).not.toContain('ready')
      expect(second.result.current.quote).toBeUndefined()
      expect(second.result.current.receipt).toMatchObject({ requestId, reference: t.payment.reference })
      // The service's record of the request fills in its transactions.
      await waitFor(() => expect(second.result.current.receipt?.fillTxHashes[0]).toMatch(/^0x/), {
        timeout: 10_000,
      })
      act(() => second.result.current.pay())
      // No quote was even asked for, nothing was sent, and the merchant was paid exactly once.
      const quotes = second.queryClient.getQueryCache().findAll({ queryKey: ['quote'] })
      expect(quotes.filter((q) => q.state.dataUpdatedAt > 0 || q.state.fetchStatus !== 'idle')).toHaveLength(
        0,
      )
      expect(t.sends()).toBe(sent)
      const after = await t.snapshot()
      expect(after.merchant - before.merchant).toBe(25_000_000n)
      expect(after.nonce - before.nonce).toBe(sent)
    },
    120_000,
  )

  test('behavior: two tabs without Web Locks press Pay together: the reference’s storage claim lets one pay, once', async () => {
    const t = await setup(4, '0x00000000000000000000000000000000000c0004', 'order-two-tabs')
    // Two tabs: one localStorage-like storage, each tab its own ledger and execution store over it.
    const storage = createMemoryStorage()
    const props = {
      payment: t.payment,
      source: { chainId: 8453, currency: testAddresses.native },
      payer: t.account,
      ...fast,
    }
    const [ledgerA, ledgerB] = [createPaymentLedger(storage), createPaymentLedger(storage)]
    const [storeA, storeB] = [createExecutionStore({ storage }), createExecutionStore({ storage })]
    const a = renderHook(() => usePayment({ ...props, ledger: ledgerA, store: storeA }), {
      client: t.client,
      wagmiConfig: t.config,
    })
    const b = renderHook(() => usePayment({ ...props, ledger: ledgerB, store: storeB }), {
      client: t.client,
      wagmiConfig: t.config,
    })
    await waitFor(() => expect(a.result.current.status).toBe('ready'), { timeout: 30_000 })
    await waitFor(() => expect(b.result.current.status).toBe('ready'), { timeout: 30_000 })
    expect(a.result.current.quote?.steps[0]?.requestId).not.toBe(b.result.current.quote?.steps[0]?.requestId)
    const before = await t.snapshot()
    act(() => {
      a.result.current.pay()
      b.result.current.pay()
    })
    await waitFor(() => expect(a.result.current.status).toBe('paid'), { timeout: 60_000 })
    // B never ran its own quote (its press found the reference held): it shows A's payment, from the shared store.
    const paidBy = a.result.current.receipt!.requestId
    expect(b.result.current.quote).toBeUndefined()
    expect(b.result.current.progress?.requestId).toBe(paidBy)
    const after = await t.snapshot()
    expect(t.sends()).toBe(1)
    expect(after.nonce - before.nonce).toBe(1)
    expect(after.merchant - before.merchant).toBe(25_000_000n)
    expect(ledgerB.get('order-two-tabs')).toMatchObject({ requestId: paidBy, state: 'paid' })
  }, 90_000)

  test('behavior: the merchant’s server refuses the press: nothing is recorded or sent, the reason is shown', async () => {
    const t = await setup(5, '0x00000000000000000000000000000000000c0005', 'order-refused')
    const ledger = createPaymentLedger(createMemoryStorage())
    const store = createExecutionStore({ storage: null })
    const starts: string[] = []
    const { result } = renderHook(
      () =>
        usePayment({
          payment: t.payment,
          source: { chainId: 8453, currency: testAddresses.native },
          payer: t.account,
          store,
          ledger,
          onPaymentStart: async ({ requestId }) => {
            starts.push(requestId)
            throw new Error('another payment of this order is in flight')
          },
          ...fast,
        }),
      { client: t.client, wagmiConfig: t.config },
    )
    await waitFor(() => expect(result.current.status).toBe('ready'), { timeout: 30_000 })
    const before = await t.snapshot()
    const asked = result.current.quote!.steps[0]!.requestId
    act(() => result.current.pay())
    await waitFor(() => expect(result.current.startError?.message).toMatch(/in flight/))
    expect(starts).toEqual([asked])
    expect(ledger.get('order-refused')).toBeUndefined()
    expect(t.prompts).toHaveLength(0)
    expect(await t.snapshot()).toEqual(before)
  }, 60_000)
})
