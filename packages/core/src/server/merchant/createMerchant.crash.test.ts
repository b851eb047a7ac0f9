// The merchant as a real child process on a file-backed PGlite, killed with SIGKILL after the delivery that paid an
// order was recorded and while its fulfillment ran (before it returned): after a restart the order is paid and
// onOrderPaid completed exactly once; a replay after another restart is a duplicate.
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { scaleTimeout } from '@crosspay/test'
import { describe, expect, test } from 'vitest'
import { createSqlMerchantStore } from './createSqlMerchantStore'
import { createMerchantTestbed } from './testing/createMerchantTestbed'
import { serveFetch } from './testing/serveFetch'
import { setupTestDatabases } from './testing/setupTestDatabases'
import { testTerms } from './testing/testTerms'

const child = fileURLToPath(new URL('./testing/merchantProcess.ts', import.meta.url))
const root = fileURLToPath(new URL('../../../../..', import.meta.url))

const { openDatabase, cleanups } = setupTestDatabases()

/** Starts the merchant process; resolves once it listens, with its URL and a reader of what it printed. */
async function startMerchant(env: Record<string, string>) {
  const proc: ChildProcess = spawn(process.execPath, ['--import', 'tsx', child], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  let err = ''
  proc.stdout!.on('data', (chunk) => (out += String(chunk)))
  proc.stderr!.on('data', (chunk) => (err += String(chunk)))
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
    proc.once('exit', (code, signal) => resolve(signal ?? code)),
  )
  cleanups.push(() => {
    if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL')
  })
  await expect
    .poll(() => /ready (\d+)/.test(out) || proc.exitCode !== null, {
      timeout: scaleTimeout(60_000),
      interval: 50,
    })
    .toBe(true)
  if (!/ready (\d+)/.test(out)) throw new Error(`the merchant process did not start: ${err}`)
  const url = `http://127.0.0.1:${/ready (\d+)/.exec(out)![1]}`
  return { proc, url, exited, output: () => out }
}

describe('createMerchant across a crash', () => {
  test(
    'behavior: SIGKILL while fulfilling → after restart paid, onOrderPaid completed once; a replay is a duplicate',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'crosspay-merchant-crash-'))
      const log = join(dataDir, '..', `${dataDir.split('/').pop()}-fulfilled.log`)
      cleanups.push(() => {
        rmSync(dataDir, { recursive: true, force: true })
        rmSync(log, { force: true })
      })
      const bed = createMerchantTestbed()
      cleanups.push(() => bed.sim.close())
      const upstream = await serveFetch((request) => bed.sim.simulator.fetch(request))
      cleanups.push(() => upstream.close())
      // The order, written by this process before the merchant's first start (then the folder is the merchant's).
      const seed = await openDatabase(dataDir)
      const order = await createSqlMerchantStore({ client: seed }).createOrder({
        ...testTerms,
        expiresAt: bed.now() + 30 * 60_000,
      })
      await seed.close()
      const env = { DATA_DIR: dataDir, UPSTREAM: upstream.url, SECRET: bed.secret, LOG: log, LEASE_MS: '500' }

      const first = await startMerchant({ ...env, MODE: 'hang' })
      bed.receiver = (request) => fetch(`${first.url}/webhook`, request)
      const requestId = await bed.pay(order.reference)
      await expect
        .poll(first.output, { timeout: scaleTimeout(30_000), interval: 20 })
        .toContain(`fulfilling ${order.reference}`)
      const [success] = await bed.delivered(requestId, 'success')
      first.proc.kill('SIGKILL')
      expect(await first.exited).toBe('SIGKILL')
      expect(existsSync(log)).toBe(false) // the fulfillment never returned

      const second = await startMerchant({ ...env, MODE: 'normal' })
      await expect
        .poll(
          async () => (await (await fetch(`${second.url}/stats`)).json()) as { fulfillmentsDone: number },
          {
            timeout: scaleTimeout(30_000),
            interval: 50,
          },
        )
        .toMatchObject({ fulfillmentsDone: 1, fulfillmentsPending: 0 })
      expect(readFileSync(log, 'utf8')).toBe(`${order.reference}\n`)
      expect(await (await fetch(`${second.url}/orders/${order.reference}`)).json()).toMatchObject({
        state: 'paid',
        requestId,
      })
      second.proc.kill('SIGTERM')
      expect(await second.exited).toBe(0)

      // Another restart: the success delivery replayed is a duplicate; nothing runs again.
      const third = await startMerchant({ ...env, MODE: 'normal' })
      const replay = await fetch(`${third.url}/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-signature': success!.signature },
        body: success!.body,
      })
      expect(await replay.json()).toEqual({ outcome: 'duplicate' })
      expect(await (await fetch(`${third.url}/stats`)).json()).toMatchObject({
        fulfillmentsDone: 1,
        fulfillmentsPending: 0,
      })
      expect(readFileSync(log, 'utf8')).toBe(`${order.reference}\n`)
      // Three merchant processes start one after another (each loads tsx and PGlite): more than the project's 30 s on a
      // loaded machine (one CI run timed out at 30.3 s with a load average of 20 on two cores).
    },
    scaleTimeout(120_000),
  )
})
