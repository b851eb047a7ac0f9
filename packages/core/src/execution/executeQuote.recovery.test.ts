// The progress says when the executor is retrying a failing service read after the deposit (`progress.recovery`),
// against the simulator's fault table on its virtual chains: the check endpoint's reads fail until the fault is
// lifted, then the tracker's first four reads fail (two retries within a fetch, the wait after it gave up, one
// more retry). The recovery state is set while they fail, cleared by the read that answers, absent at the end;
// one deposit went out and the chain agrees.

import { type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { connectVirtualWallet, readSimFaults, testQuoteParameters } from '@crosspay/test'
import { getBalance, getTransactionCount, getTransactionReceipt } from '@wagmi/core'
import { describe, expect, test, vi } from 'vitest'
import { getQuote } from '../api/getQuote'
import type { QuoteParameters } from '../quote/QuoteParameters'
import { executeQuote } from './executeQuote'
import { createExecutionStore } from './store/createExecutionStore'
import type { ExecutionProgress } from './types'

// anvil account #6, funded on the virtual chains (other files use #0–#5).
const user = '0x976EA74026E726554dB657fA54763abd0C3a0aa9' as const

const faultsLeft = (server: SimulatorServer) => readSimFaults(server.baseUrl)

describe('executeQuote: progress.recovery while the reads after the deposit fail', () => {
  test('behavior: set while the check and status reads fail (5xx), cleared when they answer, absent at the end; one deposit', async () => {
    const server = await startSimulatorServer({
      seed: 61,
      port: 0,
      chains: 'virtual',
      history: 0,
      simulator: { timing: { indexMs: 300, submitMs: 200, confirmMs: 300 } },
    })
    try {
      const wallet = await connectVirtualWallet({
        baseUrl: server.baseUrl,
        account: user,
        backoff: { baseMs: 50, maxMs: 200 },
      })
      const client = wallet.client
      const parameters: QuoteParameters = { ...testQuoteParameters, user }
      const quote = await getQuote(client, parameters)
      const store = createExecutionStore({ storage: null })
      const nonce = await getTransactionCount(wallet.config, { address: user, chainId: 8453 })
      const balance = (await getBalance(wallet.config, { address: user, chainId: 8453 })).value
      // Every status read fails from now until the fault is lifted: the deposit's check reads first.
      server.sim.ctx.faults.set([{ kind: 'status', status: 503, path: '/intents/status/v3' }])
      const seen: ExecutionProgress[] = []
      let tracked = false
      const run = executeQuote(wallet.config, {
        client,
        quote,
        parameters,
        store,
        pollIntervalMs: 100,
        tracking: { intervalMs: 100 },
        onProgress: (p) => {
          seen.push(p)
          if (p.status !== 'tracking' || tracked) return
          tracked = true
          server.sim.ctx.faults.set([{ kind: 'status', status: 503, path: '/intents/status/v3', times: 4 }])
        },
      })
      run.catch(() => undefined)
      // While the check reads fail: the deposit is sent, the progress says the reads are being retried.
      const failing = await vi.waitFor(
        () => {
          const p = seen.filter((s) => s.recovery).at(-1)
          expect(p).toBeDefined()
          return p!
        },
        { timeout: 20_000, interval: 50 },
      )
      expect(failing.status).toBe('running')
      expect(failing.funds).toBe('sent')
      expect(failing.steps.at(-1)!.items[0]!.txHash).toMatch(/^0x[0-9a-f]{64}$/)
      expect(failing.recovery!.error.name).toBe('HttpRequestError')
      expect(failing.recovery!.nextAttemptAt).toBeGreaterThan(0)
      // It stays set while they fail (several reads, the latest one planned after the earlier ones).
      await vi.waitFor(() => expect(seen.filter((s) => s.recovery).length).toBeGreaterThanOrEqual(3), {
        timeout: 20_000,
        interval: 50,
      })
      expect(sends(wallet.prompts)).toBe(1)
      server.sim.ctx.faults.clear()

      const final = await run
      expect(final.status).toBe('success')
      expect(final.recovery).toBeUndefined()
      expect(store.get(final.requestId)?.progress.recovery).toBeUndefined()
      expect(await faultsLeft(server)).toEqual([])
      // The check phase: recovery set while running, then cleared by the read that answered (before tracking).
      const running = seen.filter((s) => s.status === 'running')
      const lastSet = running.length - 1 - [...running].reverse().findIndex((s) => s.recovery)
      expect(running.slice(lastSet + 1).some((s) => !s.recovery && s.request)).toBe(true)
      // The tracker's four failed reads each set it (with when it reads next), the first answer cleared it.
      const tracking = seen.filter((s) => s.status === 'tracking')
      const set = tracking.filter((s) => s.recovery)
      expect(set).toHaveLength(4)
      for (const s of set) expect(s.recovery!.error.name).toBe('HttpRequestError')
      const cleared = tracking.findIndex((s, i) => i > tracking.indexOf(set.at(-1)!) && !s.recovery)
      expect(tracking[cleared]?.request).toBeDefined()

      // One deposit, paid amount + gas, recorded once by the service.
      expect(sends(wallet.prompts)).toBe(1)
      expect(await getTransactionCount(wallet.config, { address: user, chainId: 8453 })).toBe(nonce + 1)
      const hash = final.steps.at(-1)!.items[0]!.txHash as `0x${string}`
      const receipt = await getTransactionReceipt(wallet.config, { chainId: 8453, hash })
      const paid = balance - (await getBalance(wallet.config, { address: user, chainId: 8453 })).value
      expect(paid).toBe(BigInt(parameters.amount) + receipt.gasUsed * receipt.effectiveGasPrice)
      const status = (await (
        await fetch(`${server.baseUrl}/intents/status/v3?requestId=${final.requestId}`)
      ).json()) as { status: string; inTxHashes: string[] }
      expect(status).toMatchObject({ status: 'success', inTxHashes: [hash] })
    } finally {
      await server.close()
    }
  }, 60_000)
})

const sends = (prompts: { method: string }[]) =>
  prompts.filter((p) => p.method === 'eth_sendTransaction').length
