import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, inject, test } from 'vitest'

const appDir = fileURLToPath(new URL('..', import.meta.url))
let child: ChildProcess | undefined

afterEach(() => {
  if (child?.exitCode === null) child.kill('SIGKILL')
})

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
    child = spawn(
      process.execPath,
      ['--import', 'tsx', 'server/main.ts', '--port', '0', '--history', '5', '--dist', inject('distDir')],
      {
        cwd: appDir,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
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
    expect(output.match(/http:\/\//g)).toHaveLength(1)

    const response = await fetch(`${url}/api/crosspay/chains`)
    expect(response.status).toBe(200)
    const started = descendants(child.pid!)
    expect(started.filter((p) => p.comm === 'anvil')).toHaveLength(2)

    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)))
    child.kill(signal)
    expect(await exited).toBe(0)
    // The anvil chains are stopped before the server exits; tsx's esbuild helper follows when its pipe closes.
    expect(started.filter((p) => p.comm === 'anvil' && alive(p.pid))).toEqual([])
    await expect.poll(() => started.filter((p) => alive(p.pid)), { timeout: 5_000 }).toEqual([])
    await expect(fetch(`${url}/api/crosspay/chains`)).rejects.toThrow()
  },
)
