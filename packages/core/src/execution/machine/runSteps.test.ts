import { QueryClient } from '@tanstack/react-query'
import type { Config } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { createClient } from '../../api/createClient'
import type { Chain } from '../../schemas/chainSchema'
import type { Quote } from '../../schemas/quoteSchema'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import { createEmitter } from '../createEmitter'
import { createExecutionContext } from '../createExecutionContext'
import type { ExecutionContext } from '../ExecutionContext'
import { createExecutionStore } from '../store/createExecutionStore'
import type { ExecutionEventMap } from '../types'
import type { AdapterItemParameters, ChainAdapter, SentBatch } from './ChainAdapter'
import { runSteps } from './runSteps'
import { toInitialProgress } from './toInitialProgress'

// The machine's side of the chain-family seam, with a second family beside EVM: the run loop, the reducer, the
// context and the store are the real ones; the two adapters are families written against `ChainAdapter` as a
// Solana or gasless one would be (no chain: they report what a send would, and record what the machine asked).

const requestId = `0x${'ab'.repeat(32)}`
/** Chain 1 is the second family's (`svm`), chain 2 EVM's, chain 3 a family with no adapter of its own. */
const chains = [
  { id: 1, vmType: 'svm' },
  { id: 2, vmType: 'evm' },
  { id: 3, vmType: 'bvm' },
] as unknown as Chain[]
const tx = (chainId: number, check = false) => ({
  data: { chainId, to: '0x0000000000000000000000000000000000000001', data: '0x', value: '0' },
  ...(check ? { check: { endpoint: `/intents/status?requestId=${requestId}`, method: 'GET' } } : {}),
})
const quoteOf = (steps: { id: string; kind: string; items: unknown[] }[]) =>
  ({ steps: steps.map((s) => ({ ...s, requestId, action: s.id, description: s.id })) }) as unknown as Quote

/** A family's adapter that records every call as `family.method(step/item)` and reports outcomes as a sender would. */
function familyAdapter(
  family: string,
  calls: string[],
  batch?: SentBatch,
): ChainAdapter<TransactionStepItem> {
  const at = ({ step, item }: AdapterItemParameters<TransactionStepItem>) => `${step}/${item}`
  return {
    checkItem: (p) => void calls.push(`${family}.checkItem(${at(p)})`),
    recover: async (p) => void calls.push(`${family}.recover(${at(p)})`),
    async send(p) {
      calls.push(`${family}.send(${at(p)})`)
      const hash = `0x${family}${p.step}${p.item}`
      p.ctx.apply({ type: 'sent', step: p.step, item: p.item, hash, deposit: Boolean(p.data.check) })
      return { hash, evidence: `${family}-evidence` }
    },
    async confirm(p) {
      calls.push(`${family}.confirm(${at(p)}, ${p.sent.hash}, ${String(p.sent.evidence)})`)
      p.ctx.apply({ type: 'confirming', step: p.step, item: p.item })
      return { hash: `${p.sent.hash}-final` }
    },
    ...(batch && {
      async runBatch({ ctx, quote, step, batching }) {
        calls.push(`${family}.runBatch(${step}, ${batching})`)
        if (quote.steps[step]?.id !== 'approve') return undefined
        // One unit for the approval (confirmed in the batch) and the deposit (sent, confirmed by the machine).
        ctx.apply({ type: 'prompted', step, item: 0 })
        ctx.apply({ type: 'confirmed', step, item: 0, hash: '0xbatch' })
        ctx.apply({ type: 'sent', step: step + 1, item: 0, hash: '0xrelayed', deposit: true })
        return batch
      },
    }),
  }
}

function contextOf(quote: Quote): ExecutionContext {
  return createExecutionContext({
    config: {} as Config,
    client: createClient({ baseUrl: 'http://127.0.0.1:9' }),
    queryClient: new QueryClient(),
    store: createExecutionStore({ storage: null }),
    owner: 'test',
    signal: new AbortController().signal,
    requestId,
    quote,
    parameters: undefined,
    chains,
    origin: { chainId: 1, currency: '0x0', amount: 1n, native: true, exact: true },
    user: undefined,
    progress: toInitialProgress(quote, requestId),
    emitter: createEmitter<ExecutionEventMap>(),
    locked: true,
    options: { receiptTimeoutMs: 1000, pollIntervalMs: 10, claimStaleMs: 1000 },
  })
}

/** Runs `quote` with the two families; returns the calls in order and the final progress. */
async function run(quote: Quote, batch?: SentBatch) {
  const calls: string[] = []
  const ctx = contextOf(quote)
  await runSteps({
    ctx,
    quote,
    batching: true,
    adapters: { evm: familyAdapter('evm', calls), svm: familyAdapter('svm', calls, batch) },
    signItem: async ({ step, item }) => {
      calls.push(`signItem(${step}/${item})`)
      ctx.apply({ type: 'posted', step, item, deposit: false })
      return []
    },
    awaitDepositSeen: async ({ step, item, hash }) =>
      void calls.push(`awaitDepositSeen(${step}/${item}, ${hash})`),
  })
  return { calls, progress: ctx.progress() }
}

describe('runSteps: the machine calls only the adapters it is handed', () => {
  test('behavior: each item goes to its chain family (vmType), a family without an adapter to EVM', async () => {
    const quote = quoteOf([
      { id: 'approve', kind: 'transaction', items: [tx(2)] },
      { id: 'authorize', kind: 'signature', items: [{ data: { sign: {} } }] },
      { id: 'deposit', kind: 'transaction', items: [tx(1, true), tx(3)] },
    ])
    const { calls, progress } = await run(quote)
    expect(calls).toEqual([
      'evm.checkItem(0/0)',
      'evm.recover(0/0)',
      'evm.send(0/0)',
      'evm.confirm(0/0, 0xevm00, evm-evidence)',
      'signItem(1/0)',
      'svm.checkItem(2/0)',
      'svm.recover(2/0)',
      'svm.send(2/0)',
      'svm.confirm(2/0, 0xsvm20, svm-evidence)',
      'awaitDepositSeen(2/0, 0xsvm20-final)',
      'evm.checkItem(2/1)',
      'evm.recover(2/1)',
      'evm.send(2/1)',
      'evm.confirm(2/1, 0xevm21, evm-evidence)',
    ])
    expect(progress.steps.flatMap((s) => s.items.map((i) => i.state))).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
    ])
    // Funds moved only by the reducer, on the deposit's `sent` outcome.
    expect(progress.funds).toBe('sent')
  })

  test("behavior: a family's runBatch covers its steps once; the machine confirms what it sent, sends nothing itself", async () => {
    const quote = quoteOf([
      { id: 'approve', kind: 'transaction', items: [tx(1)] },
      { id: 'deposit', kind: 'transaction', items: [tx(1, true)] },
      { id: 'refuel', kind: 'transaction', items: [tx(1)] },
    ])
    const batch: SentBatch = {
      steps: 2,
      sent: [{ step: 1, item: 0, sent: { hash: '0xrelayed', evidence: 'relay-1' } }],
    }
    const { calls, progress } = await run(quote, batch)
    expect(calls).toEqual([
      'svm.runBatch(0, true)',
      // The deposit the batch sent: confirmed with the batch's evidence, seen by the service; never checked or sent.
      'svm.confirm(1/0, 0xrelayed, relay-1)',
      'awaitDepositSeen(1/0, 0xrelayed-final)',
      // After the covered steps the next step is offered again, and goes one by one when declined.
      'svm.runBatch(2, true)',
      'svm.checkItem(2/0)',
      'svm.recover(2/0)',
      'svm.send(2/0)',
      'svm.confirm(2/0, 0xsvm20, svm-evidence)',
    ])
    expect(progress.steps.map((s) => s.items[0]?.state)).toEqual(['complete', 'complete', 'complete'])
    expect(progress.funds).toBe('sent')
  })

  test('behavior: runBatch resolving undefined (nothing sent) leaves the items to the one-by-one path', async () => {
    const quote = quoteOf([{ id: 'deposit', kind: 'transaction', items: [tx(1, true)] }])
    const calls: string[] = []
    const ctx = contextOf(quote)
    const adapter = familyAdapter('svm', calls)
    await runSteps({
      ctx,
      quote,
      batching: false,
      adapters: {
        evm: familyAdapter('evm', calls),
        svm: {
          ...adapter,
          runBatch: async ({ step, batching }) => void calls.push(`svm.runBatch(${step}, ${batching})`),
        },
      },
      signItem: async () => [],
      awaitDepositSeen: async ({ hash }) => void calls.push(`awaitDepositSeen(${hash})`),
    })
    expect(calls).toEqual([
      'svm.runBatch(0, false)',
      'svm.checkItem(0/0)',
      'svm.recover(0/0)',
      'svm.send(0/0)',
      'svm.confirm(0/0, 0xsvm00, svm-evidence)',
      'awaitDepositSeen(0xsvm00-final)',
    ])
  })

  test('behavior: an item whose hash is recorded (a resume) is only confirmed; a complete one is skipped', async () => {
    const quote = quoteOf([
      { id: 'approve', kind: 'transaction', items: [tx(2)] },
      { id: 'deposit', kind: 'transaction', items: [tx(2, true)] },
    ])
    const calls: string[] = []
    const ctx = contextOf(quote)
    ctx.apply({ type: 'confirmed', step: 0, item: 0, hash: '0xa' })
    ctx.apply({ type: 'sent', step: 1, item: 0, hash: '0xd', deposit: true })
    await runSteps({
      ctx,
      quote,
      batching: true,
      adapters: { evm: familyAdapter('evm', calls) },
      signItem: async () => [],
      awaitDepositSeen: async ({ hash }) => void calls.push(`awaitDepositSeen(${hash})`),
    })
    expect(calls).toEqual(['evm.confirm(1/0, 0xd, undefined)', 'awaitDepositSeen(0xd-final)'])
    expect(ctx.progress().steps[1]!.items[0]!.state).toBe('complete')
  })
})
