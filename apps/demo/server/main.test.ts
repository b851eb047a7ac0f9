import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, inject, test } from 'vitest'

const appDir = fileURLToPath(new URL('..', import.meta.url))
let child: ChildProcess | undefined
const dataDirs: string[] = []

afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A fresh data folder for the shop's PGlite database, removed after the test. */
const newDataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'crosspay-demo-main-'))
  dataDirs.push(dir)
  return dir
}

/** Starts `server/main.ts` with `args`; resolves with its address once it printed it, and everything it printed. */
async function startMain(args: string[]) {
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts', ...args], {
    cwd: appDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stderr?.on('data', (chunk) => (output += chunk))
  const url = await new Promise<string>((resolve, reject) => {
    child?.stdout?.on('data', (chunk) => {
      output += chunk
      const match = /ready: open (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve(match[1])
    })
    child?.once('exit', (code) => reject(new Error(`exited ${code}: ${output}`)))
  })
  return { url, output: () => output }
}

/** Stops the running `main.ts` with `signal`; resolves with its exit code. */
async function stopMain(signal: NodeJS.Signals) {
  const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)))
  child?.kill(signal)
  return exited
}

/** Every live descendant of `root` with its command name, from /proc. */
function descendants(root: number): { pid: number; comm: string }[] {
  const parents = new Map<number, number>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]))
    } catch {
      // gone meanwhile
    }
  }
  const found: { pid: number; comm: string }[] = []
  const walk = (pid: number) => {
    for (const [p, parent] of parents)
      if (parent === pid) {
        found.push({ pid: p, comm: readFileSync(`/proc/${p}/comm`, 'utf8').trim() })
        walk(p)
      }
  }
  walk(root)
  return found
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test.each(['SIGTERM', 'SIGINT'] as const)(
  'behavior: the server prints one address, serves the proxy, and %s stops it with its anvil chains',
  async (signal) => {
    const { url, output } = await startMain([
      '--port',
      '0',
      '--history',
      '5',
      '--dist',
      inject('distDir'),
      '--data-dir',
      newDataDir(),
    ])
    expect(output().match(/http:\/\//g)).toHaveLength(1)
    await expect.poll(output).toMatch(/orders in pglite \(/)

    const response = await fetch(`${url}/api/crosspay/chains`)
    expect(response.status).toBe(200)
    const started = descendants(child!.pid!)
    expect(started.filter((p) => p.comm === 'anvil')).toHaveLength(2)

    expect(await stopMain(signal)).toBe(0)
    // The anvil chains are stopped before the server exits; tsx's esbuild helper follows when its pipe closes.
    expect(started.filter((p) => p.comm === 'anvil' && alive(p.pid))).toEqual([])
    await expect.poll(() => started.filter((p) => alive(p.pid)), { timeout: 5_000 }).toEqual([])
    await expect(fetch(`${url}/api/crosspay/chains`)).rejects.toThrow()
  },
)

test('behavior: the shop’s orders are kept in the data folder: a restart shows the same orders', async () => {
  const dataDir = newDataDir()
  const args = ['--port', '0', '--history', '0', '--dist', inject('distDir'), '--data-dir', dataDir]
  const first = await startMain(args)
  const created = await Promise.all(
    [0, 1].map(
      async () =>
        (await (
          await fetch(`${first.url}/demo/shop/orders`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: '{}',
          })
        ).json()) as { id: string },
    ),
  )
  const listed = async (url: string) =>
    ((await (await fetch(`${url}/demo/shop/orders`)).json()) as { orders: { id: string; status: string }[] })
      .orders
  const before = await listed(first.url)
  expect(before.map((o) => o.id).sort()).toEqual(created.map((o) => o.id).sort())
  expect(await stopMain('SIGTERM')).toBe(0)

  const second = await startMain(args)
  expect(await listed(second.url)).toEqual(before)
  expect(await stopMain('SIGTERM')).toBe(0)
})
