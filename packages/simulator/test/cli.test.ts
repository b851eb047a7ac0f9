// The `pnpm sim` command line: prints its base URL when ready and stops cleanly on SIGTERM,
// anvil processes included.
import { type ChildProcess, spawn } from 'node:child_process'
import { createHmac } from 'node:crypto'
import { createServer, request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { scaleTimeout } from '../src/node/testing/scaleTimeout'
import { testQuoteBody } from '../src/node/testing/testQuoteBody'
import { anvilOn } from './anvilOn'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const main = join(root, 'packages', 'simulator', 'src', 'cli', 'main.ts')
let child: ChildProcess | undefined

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
})

/** Starts the CLI (node + tsx, one process) and resolves with its output once it printed the ready line. */
/** A CLI on the virtual chains, any free port, no seeded history. */
const virtual = ['--chains', 'virtual', '--port', '0', '--history', '0']
const startCli = (args: string[]) =>
  new Promise<{ out: () => string; line: string }>((resolve, reject) => {
    child = spawn(process.execPath, ['--import', 'tsx', main, ...args], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    // A deadline, not a pace: the CLI (tsx compiling main.ts, two anvil processes, contract deployment) is
    // ready when it prints its line; on a loaded machine that takes longer, so the deadline is generous and
    // scales with TEST_TIMEOUT_SCALE.
    const readyMs = scaleTimeout(120_000)
    const timer = setTimeout(
      () => reject(new Error(`CLI not ready in ${readyMs / 1000} s:\n${out}`)),
      readyMs,
    )
    const onData = (d: Buffer) => {
      out += d.toString()
      const line = out.split('\n').find((l) => l.includes('ready at'))
      if (line) {
        clearTimeout(timer)
        resolve({ out: () => out, line })
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`CLI exited (${code}) before ready:\n${out}`))
    })
  })

const exited = (c: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (c.exitCode !== null) resolve(c.exitCode)
    else c.once('exit', (code) => resolve(code))
  })

// Each test starts the CLI once or twice: its deadline covers two slow starts on a loaded machine.
describe('pnpm sim', { timeout: scaleTimeout(300_000) }, () => {
  test('default: anvil mode prints its URL and chains, serves, and SIGTERM stops it and its anvil processes', async () => {
    const { line, out } = await startCli(['--port', '0', '--history', '0'])
    const baseUrl = line.match(/ready at (http:\/\/127\.0\.0\.1:\d+)/)?.[1]
    expect(baseUrl).toBeDefined()
    const ports = [...line.matchAll(/(8453|10) → http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => m[2]!)
    expect(ports).toHaveLength(2)
    for (const port of ports) expect(anvilOn(port)).toHaveLength(1)
    const health = (await (await fetch(`${baseUrl}/__sim/health`)).json()) as { ok: boolean; mode: string }
    expect(health).toMatchObject({ ok: true, mode: 'anvil' })

    child!.kill('SIGTERM')
    expect(await exited(child!)).toBe(0)
    expect(out()).toMatch(/SIGTERM, stopping/)
    for (const port of ports) expect(anvilOn(port)).toEqual([])
    await expect(fetch(`${baseUrl}/__sim/health`)).rejects.toThrow()
  })

  test('parameters: --chains virtual starts no chain; a bad option exits 2 with a clear message', async () => {
    const { line } = await startCli(virtual)
    expect(line).toMatch(/ready at http:\/\/127\.0\.0\.1:\d+ \(virtual;/)
    child!.kill('SIGINT')
    expect(await exited(child!)).toBe(0)

    const bad = spawn(process.execPath, ['--import', 'tsx', main, '--chains', 'mainnet'], { cwd: root })
    let err = ''
    bad.stderr.on('data', (d: Buffer) => {
      err += d.toString()
    })
    expect(await exited(bad)).toBe(2)
    expect(err).toMatch(/--chains must be "anvil" or "virtual"/)
  })

  test('behavior: SIGINT in anvil mode stops it and the anvil processes it started (only the CLI is signalled)', async () => {
    const { line } = await startCli(['--port', '0', '--history', '0'])
    const ports = [...line.matchAll(/(8453|10) → http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => m[2]!)
    expect(ports).toHaveLength(2)
    for (const port of ports) expect(anvilOn(port)).toHaveLength(1)
    child!.kill('SIGINT') // anvil gets no signal: only the CLI's own shutdown can stop it
    expect(await exited(child!)).toBe(0)
    for (const port of ports) expect(anvilOn(port)).toEqual([])
  })

  test('parameters: --now, --seed and --history: the clock starts at --now and the seeded history is deterministic', async () => {
    const args = ['--chains', 'virtual', '--port', '0', '--history', '7', '--seed', '3']
    const run = async (now: string) => {
      const { line } = await startCli([...args, '--now', now, '--host', '127.0.0.1'])
      const baseUrl = line.match(/ready at (http:\/\/127\.0\.0\.1:\d+)/)![1]!
      const health = (await (await fetch(`${baseUrl}/__sim/health`)).json()) as { now: number }
      const listed = (await (
        await fetch(`${baseUrl}/requests/v3?limit=50`, { headers: { 'x-api-key': 'demo-key' } })
      ).json()) as { requests: { id: string; createdAt: string }[] }
      child!.kill('SIGTERM')
      expect(await exited(child!)).toBe(0)
      return { now: health.now, requests: listed.requests }
    }
    const first = await run('2026-06-01T00:00:00Z')
    expect(first.now).toBeGreaterThanOrEqual(Date.parse('2026-06-01T00:00:00Z'))
    expect(first.now).toBeLessThan(Date.parse('2026-06-01T00:01:00Z'))
    expect(first.requests).toHaveLength(7)
    for (const r of first.requests) expect(Date.parse(r.createdAt)).toBeLessThanOrEqual(first.now)
    const again = await run('2026-06-01T00:00:00Z')
    expect(again.requests.map((r) => r.id)).toEqual(first.requests.map((r) => r.id))
  })

  test('parameters: --webhook and --webhook-secret deliver signed status changes', async () => {
    const received: { body: string; signature: string | undefined }[] = []
    const receiver = createServer((req, res) => {
      let body = ''
      req.on('data', (d: Buffer) => {
        body += d.toString()
      })
      req.on('end', () => {
        received.push({ body, signature: req.headers['x-signature'] as string | undefined })
        res.end('ok')
      })
    })
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
    const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`
    try {
      const { line } = await startCli([...virtual, '--webhook', hook, '--webhook-secret', 'cli-secret'])
      const baseUrl = line.match(/ready at (http:\/\/127\.0\.0\.1:\d+)/)![1]!
      const quote = await fetch(`${baseUrl}/quote/v2`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(testQuoteBody()),
      })
      const requestId = ((await quote.json()) as { steps: { requestId: string }[] }).steps[0]!.requestId
      await fetch(`${baseUrl}/__sim/deposit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ requestId }),
      })
      await vi.waitFor(() => expect(received.length).toBeGreaterThan(0), { timeout: scaleTimeout(15_000) })
      const first = received[0]!
      expect(JSON.parse(first.body)).toMatchObject({ event: 'request.status.updated', data: { requestId } })
      const expected = createHmac('sha256', 'cli-secret').update(first.body).digest('hex')
      expect(first.signature).toBe(`sha256=${expected}`)
      child!.kill('SIGTERM')
      expect(await exited(child!)).toBe(0)
    } finally {
      receiver.close()
    }
  })

  test('parameters: --trust-proxy: X-Forwarded-For from the trusted peer keys the rate limit; from another peer not', async () => {
    const { line, out } = await startCli([...virtual, '--trust-proxy', '127.0.0.5'])
    const baseUrl = line.match(/ready at (http:\/\/127\.0\.0\.1:\d+)/)![1]!
    expect(out()).toMatch(/X-Forwarded-For trusted from 127\.0\.0\.5/)
    // An anonymous quote from `localAddress`, forwarded for `forwardedFor`: its HTTP status.
    const quote = (localAddress: string, forwardedFor: string) =>
      new Promise<number>((resolve, reject) => {
        const url = new URL('/quote/v2', baseUrl)
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: 'POST',
            localAddress,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          },
          (res) => {
            res.resume()
            res.on('end', () => resolve(res.statusCode ?? 0))
          },
        )
        req.on('error', reject)
        req.end(JSON.stringify(testQuoteBody()))
      })
    // The trusted proxy forwards for 198.51.100.1 until its minute's 50 anonymous quotes are used up.
    const statuses: number[] = []
    for (let i = 0; i < 51; i++) statuses.push(await quote('127.0.0.5', '198.51.100.1'))
    expect(statuses.slice(0, 50)).toEqual(Array(50).fill(200))
    expect(statuses[50]).toBe(429)
    // Another client behind the same proxy has a window of its own: keyed by the forwarded address.
    expect(await quote('127.0.0.5', '198.51.100.2')).toBe(200)
    // An untrusted peer claiming to be the spent client is keyed by its own socket address: not refused.
    expect(await quote('127.0.0.6', '198.51.100.1')).toBe(200)
    child!.kill('SIGTERM')
    expect(await exited(child!)).toBe(0)
  })
})
