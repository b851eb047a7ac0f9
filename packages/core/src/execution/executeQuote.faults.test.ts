// The executor through each fault the simulator injects on the endpoints it calls after the deposit (the check
// endpoint and the tracker's `/intents/status/v3`, `POST /transactions/index`, a permit flow's signature post),
// on the virtual chains: the deposit goes out exactly once, the run reaches the true end once the fault clears
// (or its error says `sent` or `unknown`; `not-sent` only for a 429 refusing the permit post, which the service
// answers before acting), and a resume afterwards sends nothing more.

import type { FaultRule } from '@crosspay/simulator'
import { type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { connectVirtualWallet, readSimFaults, testAddresses, testQuoteBody } from '@crosspay/test'
import { getBalance, getTransactionCount, getTransactionReceipt } from '@wagmi/core'
import { describe, expect, test } from 'vitest'
import { getQuote } from '../api/getQuote'
import { ExecutionError } from '../errors/ExecutionError'
import { executeQuote } from './executeQuote'
import { resumeExecution } from './resumeExecution'
import { createExecutionStore, type ExecutionStore } from './store/createExecutionStore'
import type { ExecutionProgress } from './types'

/**
 * A simulator of its own per test (the fault table is per simulator), so the cases run side by side; `faults` are
 * in force from the start (`SimulatorOptions.faults`), each its own seed: request ids differ between them
 * (the executor joins the runs of one request id). A quicker lifecycle than the default (index 2 s, submit
 * 1 s, confirm 2 s) keeps the file well under 30 s.
 */
let seed = 0
async function simulator(faults: FaultRule[]) {
  const server = await startSimulatorServer({
    seed: ++seed,
    port: 0,
    chains: 'virtual',
    history: 0,
    simulator: { timing: { indexMs: 300, submitMs: 200, confirmMs: 300 }, faults },
  })
  // In force before anything runs: a case whose rules are gone afterwards had every one of them hit.
  expect(await faultsLeft(server)).toEqual(faults.map((f) => ({ ...f, hits: 0 })))
  return { server }
}

const faultsLeft = (server: SimulatorServer) => readSimFaults(server.baseUrl)

/** Each kind of fault, as the rule's extra fields (the path and the count are added per endpoint). */
const kinds: [string, Omit<FaultRule, 'path' | 'times'>][] = [
  ['latency', { kind: 'latency', latencyMs: 300 }],
  ['5xx', { kind: 'status', status: 503 }],
  ['429 without Retry-After', { kind: 'rateLimit' }],
  ['429 with Retry-After: 1', { kind: 'rateLimit', retryAfter: 1 }],
  ['connection reset', { kind: 'reset' }],
  ['truncated body', { kind: 'truncate' }],
  ['malformed body', { kind: 'malformed' }],
]

// anvil accounts #4 and #5, funded on the virtual chains (other files use #0–#3).
const nativeUser = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' as const
const permitUser = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as const

/**
 * The wallet of `account` on `sim`'s virtual chains and a client with a short backoff, so the tracker's retries fit
 * the file's budget (Retry-After still floors the wait).
 */
const wallet = (sim: Awaited<ReturnType<typeof simulator>>, account: `0x${string}`) =>
  connectVirtualWallet({ baseUrl: sim.server.baseUrl, account, backoff: { baseMs: 50, maxMs: 200 } })
const fast = { pollIntervalMs: 100, tracking: { intervalMs: 100 } }
const sends = (prompts: { method: string }[]) =>
  prompts.filter((p) => p.method === 'eth_sendTransaction').length
/** What the service says of the request (read directly, past the faults: they are spent by then). */
const statusOf = async (server: SimulatorServer, requestId: string) =>
  (await (await fetch(`${server.baseUrl}/intents/status/v3?requestId=${requestId}`)).json()) as {
    status: string
    inTxHashes: string[]
  }

/**
 * The run's outcome: its progress, or the `ExecutionError` it gave up with, whose funds are `sent` or `unknown`
 * (`not-sent` only where the service refused before acting: `refused`).
 */
async function outcome(run: Promise<ExecutionProgress>, refused = false) {
  try {
    return { progress: await run, error: undefined }
  } catch (error) {
    expect(error).toBeInstanceOf(ExecutionError)
    const funds = (error as ExecutionError).funds
    expect(funds, `gave up with funds: ${funds}`).toBe(
      refused ? 'not-sent' : funds === 'sent' ? 'sent' : 'unknown',
    )
    return { progress: undefined, error: error as ExecutionError }
  }
}

/**
 * Resumes the run `first` stopped (when it stopped: else its own end) and once more after its end (where nothing
 * may be sent): both end in success. Resolves the last progress.
 */
async function resumeTwice(
  w: Awaited<ReturnType<typeof wallet>>,
  {
    requestId,
    store,
    first,
  }: { requestId: string; store: ExecutionStore; first: Awaited<ReturnType<typeof outcome>> },
) {
  const resumed = first.error
    ? await resumeExecution(w.config, { client: w.client, requestId, store, ...fast })
    : first.progress!
  expect(resumed.status).toBe('success')
  const again = await resumeExecution(w.config, { client: w.client, requestId, store, ...fast })
  expect(again.status).toBe('success')
  return again
}

describe('executeQuote under faults after the deposit (virtual chains)', () => {
  test.concurrent.each(kinds)(
    'behavior: %s on the check endpoint, the tracker and /transactions/index: one deposit, the true end, a resume sends nothing',
    async (_name, rule) => {
      // The first status reads after the deposit are the check endpoint's (nothing else polls before it).
      // A failing read is followed by another one, a slow one maybe not (the answer may be past `waiting`).
      const times = rule.kind === 'latency' ? 1 : 2
      const sim = await simulator([
        { ...rule, path: '/transactions/index', times: 1 },
        { ...rule, path: '/intents/status/v3', times },
      ])
      try {
        const w = await wallet(sim, nativeUser)
        const parameters = testQuoteBody({ user: nativeUser })
        const quote = await getQuote(w.client, parameters)
        const requestId = quote.steps.find((s) => s.requestId)!.requestId!
        const store = createExecutionStore({ storage: null })
        const nonce = await getTransactionCount(w.config, { address: nativeUser, chainId: 8453 })
        const balance = (await getBalance(w.config, { address: nativeUser, chainId: 8453 })).value
        let tracked = false
        const first = await outcome(
          executeQuote(w.config, {
            client: w.client,
            quote,
            parameters,
            store,
            ...fast,
            // Once the tracker takes over (before its first read), its reads fail too: they are spent before it
            // can see the end.
            onProgress: (p) => {
              if (p.status !== 'tracking' || tracked) return
              tracked = true
              sim.server.sim.ctx.faults.add([{ ...rule, path: '/intents/status/v3', times }])
            },
          }),
        )
        // Every injected fault was hit: the rules are spent.
        expect(await faultsLeft(sim.server)).toEqual([])
        const again = await resumeTwice(w, { requestId, store, first })

        expect(sends(w.prompts)).toBe(1)
        expect(await getTransactionCount(w.config, { address: nativeUser, chainId: 8453 })).toBe(nonce + 1)
        const deposit = again.steps.at(-1)!.items[0]!
        const receipt = await getTransactionReceipt(w.config, {
          chainId: 8453,
          hash: deposit.txHash as `0x${string}`,
        })
        const paid = balance - (await getBalance(w.config, { address: nativeUser, chainId: 8453 })).value
        expect(paid).toBe(BigInt(parameters.amount) + receipt.gasUsed * receipt.effectiveGasPrice)
        // The service saw one deposit, and its end is the one the executor reports.
        expect(await statusOf(sim.server, requestId)).toMatchObject({
          status: 'success',
          inTxHashes: [deposit.txHash],
        })
      } finally {
        await sim.server.close()
      }
    },
    30_000,
  )

  test.concurrent.each(kinds)(
    'behavior: %s on a permit flow signature post: never said not-sent, a resume completes without a second deposit',
    async (_name, rule) => {
      // The first post gets the fault; the rule after it counts the posts that follow (a 0 ms latency).
      const sim = await simulator([
        { ...rule, path: '/execute/permits', times: 1 },
        { kind: 'latency', latencyMs: 0, path: '/execute/permits' },
      ])
      try {
        const w = await wallet(sim, permitUser)
        const parameters = testQuoteBody({
          user: permitUser,
          originCurrency: testAddresses.usdc,
          destinationCurrency: testAddresses.usdc,
          amount: '2000000',
          usePermit: true,
        })
        const quote = await getQuote(w.client, parameters)
        expect(quote.steps.map((s) => s.kind)).toContain('signature')
        const requestId = quote.steps.find((s) => s.requestId)!.requestId!
        const store = createExecutionStore({ storage: null })
        // A 429 is the service's refusal before it acted: nothing went out, and the error may say so.
        const first = await outcome(
          executeQuote(w.config, { client: w.client, quote, parameters, store, ...fast }),
          rule.kind === 'rateLimit',
        )
        if (rule.kind !== 'latency') expect(first.error?.reason).toBe('signature-failed')
        expect((await faultsLeft(sim.server)).map((f) => f.kind)).toEqual(['latency'])
        await resumeTwice(w, { requestId, store, first })

        // One signature asked; the signature posted again only when the service had not taken the first post
        // (it answered before acting: 5xx, 429, reset, the proxy's HTML page), never after it did (a truncated
        // answer to an accepted post); one deposit recorded.
        expect(w.prompts.filter((p) => p.method === 'eth_signTypedData_v4')).toHaveLength(1)
        const reposts = (await faultsLeft(sim.server))[0]!.hits
        expect(reposts).toBe(rule.kind === 'latency' || rule.kind === 'truncate' ? 0 : 1)
        const status = await statusOf(sim.server, requestId)
        expect(status.status).toBe('success')
        expect(status.inTxHashes).toHaveLength(1)
      } finally {
        await sim.server.close()
      }
    },
    30_000,
  )
})
