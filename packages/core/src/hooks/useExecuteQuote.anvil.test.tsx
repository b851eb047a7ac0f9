// @vitest-environment jsdom
// useExecuteQuote on two real anvil chains, inside WagmiProvider + QueryClientProvider + CrosspayProvider.

import { anvilAccount } from '@crosspay/simulator/node'
import { setupExecution } from '@crosspay/test'
import { act, renderHook, waitFor } from '@crosspay/test/react'
import { getTransactionCount } from '@wagmi/core'
import { useEffect } from 'react'
import { describe, expect, test } from 'vitest'
import { getQuote } from '../api/getQuote'
import { createExecutionStore } from '../execution/store/createExecutionStore'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { useExecuteQuote } from './useExecuteQuote'

const { connectWallet, serviceClient, quoteBody } = setupExecution()

async function setup(index: number) {
  const account = anvilAccount(index).address
  const wallet = await connectWallet(account)
  const client = serviceClient()
  const parameters = quoteBody(account, { amount: '2000000000000000' })
  const quote = await getQuote(client, parameters)
  const nonce = await getTransactionCount(wallet.config, { address: account, chainId: 8453 })
  return {
    ...wallet,
    account,
    client,
    quote,
    parameters,
    nonce,
    store: createExecutionStore({ storage: null }),
  }
}
const fast = { pollIntervalMs: 100, tracking: { intervalMs: 100 } }

describe('useExecuteQuote', () => {
  test('default: execute runs the quote to success; progress, status and callbacks follow', async () => {
    const t = await setup(1)
    const seen: string[] = []
    const { result } = renderHook(
      () =>
        useExecuteQuote({
          store: t.store,
          ...fast,
          mutation: { onSuccess: (progress) => void seen.push(`success:${progress.status}`) },
        }),
      { client: t.client, wagmiConfig: t.config },
    )
    expect(result.current.status).toBe('idle')
    act(() => result.current.execute(t.quote, t.parameters))
    await waitFor(() => expect(result.current.status).toBe('success'), { timeout: 30_000 })
    expect(result.current.progress?.status).toBe('success')
    expect(result.current.progress?.steps.at(-1)?.items[0]?.txHash).toMatch(/^0x/)
    expect(seen).toEqual(['success:success'])
    expect(t.prompts.map((p) => p.method)).toEqual(['eth_sendTransaction'])
  }, 60_000)

  test('behavior: StrictMode and an effect that executes on mount send once', async () => {
    const t = await setup(2)
    const { result } = renderHook(
      () => {
        const hook = useExecuteQuote({ store: t.store, ...fast })
        // biome-ignore lint/correctness/useExhaustiveDependencies: run once per mount, as a careless host would
        useEffect(() => hook.execute(t.quote, t.parameters), [])
        return hook
      },
      { client: t.client, wagmiConfig: t.config, strict: true },
    )
    await waitFor(() => expect(result.current.progress?.status).toBe('success'), { timeout: 30_000 })
    expect(t.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(1)
    expect(await getTransactionCount(t.config, { address: t.account, chainId: 8453 })).toBe(t.nonce + 1)
  }, 60_000)

  test('behavior: an aborted execution is listed as unfinished and resume completes it', async () => {
    const t = await setup(3)
    const { result } = renderHook(
      () =>
        useExecuteQuote({
          store: t.store,
          ...fast,
          onProgress: (p) => {
            if (p.status === 'tracking') result.current.abort()
          },
        }),
      { client: t.client, wagmiConfig: t.config },
    )
    act(() => result.current.execute(t.quote, t.parameters))
    await waitFor(() => expect(result.current.status).toBe('error'), { timeout: 30_000 })
    expect(result.current.error).toMatchObject({ reason: 'aborted', funds: 'sent' })
    expect(result.current.unfinished.map((r) => r.requestId)).toContain(result.current.progress!.requestId)
    const requestId = result.current.progress!.requestId
    // A second hook (a reloaded page) offers it and resumes it without a second transaction.
    const again = renderHook(() => useExecuteQuote({ store: t.store, ...fast }), {
      client: t.client,
      wagmiConfig: t.config,
    })
    await waitFor(() => expect(again.result.current.unfinished.map((r) => r.requestId)).toContain(requestId))
    act(() => again.result.current.resume(requestId))
    await waitFor(() => expect(again.result.current.status).toBe('success'), { timeout: 30_000 })
    expect(again.result.current.unfinished.map((r) => r.requestId)).not.toContain(requestId)
    expect(t.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(1)
  }, 60_000)

  test('behavior: abort() after two execute calls of the same quote stops the run (the second joined the first)', async () => {
    const t = await setup(4)
    const { result } = renderHook(() => useExecuteQuote({ store: t.store, ...fast }), {
      client: t.client,
      wagmiConfig: t.config,
    })
    act(() => {
      result.current.execute(t.quote, t.parameters)
      result.current.execute(t.quote, t.parameters)
    })
    await waitFor(() => expect(result.current.progress?.status).toBe('tracking'), { timeout: 30_000 })
    act(() => result.current.abort())
    await waitFor(() => expect(result.current.status).toBe('error'), { timeout: 30_000 })
    expect(result.current.error).toMatchObject({ reason: 'aborted', funds: 'sent' })
    expect(t.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(1)
  }, 60_000)

  test('behavior: abort(requestId) reaches the run it names, while another run goes on to success', async () => {
    const t = await setup(5)
    const otherParameters: QuoteParameters = { ...t.parameters, amount: '3000000000000000' }
    const other = await getQuote(t.client, otherParameters)
    const idOf = (q: typeof other) => q.steps.find((s) => s.requestId)!.requestId!
    const { result } = renderHook(() => useExecuteQuote({ store: t.store, ...fast }), {
      client: t.client,
      wagmiConfig: t.config,
    })
    let first: Promise<unknown> = Promise.resolve()
    let second: Promise<unknown> = Promise.resolve()
    act(() => {
      first = result.current.executeAsync(t.quote, t.parameters).catch((e: unknown) => e)
    })
    await waitFor(() => expect(t.store.get(idOf(t.quote))?.progress.status).toBe('tracking'), {
      timeout: 30_000,
    })
    act(() => {
      second = result.current.executeAsync(other, otherParameters).catch((e: unknown) => e)
    })
    // The second run has started (the latest one the hook knows) before the first is named.
    await waitFor(() => expect(t.store.get(idOf(other))).toBeDefined(), { timeout: 30_000 })
    act(() => result.current.abort(idOf(t.quote)))
    expect(await first).toMatchObject({ name: 'ExecutionError', reason: 'aborted' })
    expect(await second).toMatchObject({ status: 'success' })
  }, 60_000)

  test('behavior: a transfer rejected in the wallet is settled: never offered for resume', async () => {
    const account = anvilAccount(6).address
    const wallet = await connectWallet(account, {
      rejectTransactions: true,
    })
    const client = serviceClient()
    const parameters = quoteBody(account, { amount: '2000000000000000' })
    const quote = await getQuote(client, parameters)
    const store = createExecutionStore({ storage: null })
    const { result } = renderHook(() => useExecuteQuote({ store, ...fast }), {
      client,
      wagmiConfig: wallet.config,
    })
    act(() => result.current.execute(quote, parameters))
    await waitFor(() => expect(result.current.status).toBe('error'), { timeout: 30_000 })
    expect(result.current.error).toMatchObject({ reason: 'user-rejected', funds: 'not-sent' })
    expect(result.current.progress).toMatchObject({ status: 'error', funds: 'not-sent' })
    act(() => result.current.reset())
    expect(result.current.unfinished).toEqual([])
  }, 60_000)

  test("behavior: the hook reads the store live: a hook mounted earlier sees another run's execution without a remount", async () => {
    const t = await setup(7)
    const watcher = renderHook(() => useExecuteQuote({ store: t.store, ...fast }), {
      client: t.client,
      wagmiConfig: t.config,
    })
    expect(watcher.result.current.unfinished).toEqual([])
    const requestId = t.quote.steps.find((s) => s.requestId)!.requestId!
    const controller = new AbortController()
    const { executeQuote } = await import('../execution/executeQuote')
    const run = executeQuote(t.config, {
      client: t.client,
      quote: t.quote,
      parameters: t.parameters,
      store: t.store,
      signal: controller.signal,
      ...fast,
      onProgress: (p) => {
        if (p.status === 'tracking') controller.abort()
      },
    }).catch((e: unknown) => e)
    expect(await run).toMatchObject({ reason: 'aborted', funds: 'sent' })
    // Without a remount: the store told the hook.
    await waitFor(() =>
      expect(watcher.result.current.unfinished.map((r) => r.requestId)).toEqual([requestId]),
    )
  }, 60_000)
})
