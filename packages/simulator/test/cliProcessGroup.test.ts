// `pnpm sim` as a supervisor runs it (no terminal, its own session) and stops it: SIGINT to pnpm's process group.
// pnpm 12 runs the script in a group of its own there and does not pass that SIGINT on; the CLI hears it anyway.
import { type ChildProcess, spawn } from 'node:child_process'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, test } from 'vitest'
import { scaleTimeout } from '../src/node/testing/scaleTimeout'
import { anvilOn } from './anvilOn'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
let pnpm: ChildProcess | undefined

afterEach(() => {
  // Only the group this test started (pnpm leads it); pnpm's watchdog then ends the script's group.
  if (pnpm?.pid && pnpm.exitCode === null && pnpm.signalCode === null) process.kill(-pnpm.pid, 'SIGKILL')
})

test(
  'behavior: `pnpm sim` without a terminal stops, anvil included, on SIGINT to its process group',
  async () => {
    pnpm = spawn('pnpm', ['sim', '--port', '0', '--history', '0'], {
      cwd: root,
      detached: true, // a session and process group of its own, no terminal: as a supervisor starts it
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    const exited = new Promise<number | null>((resolve) => pnpm!.once('exit', (code) => resolve(code)))
    const ready = new Promise<string>((resolve, reject) => {
      const onData = (d: Buffer) => {
        out += d.toString()
        const line = out.split('\n').find((l) => l.includes('ready at'))
        if (line) resolve(line)
      }
      pnpm!.stdout!.on('data', onData)
      pnpm!.stderr!.on('data', onData)
      void exited.then((code) => reject(new Error(`pnpm sim exited (${code}) before ready:\n${out}`)))
    })
    const line = await ready
    const ports = [...line.matchAll(/(8453|10) → http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) => m[2]!)
    expect(ports).toHaveLength(2)
    for (const port of ports) expect(anvilOn(port)).toHaveLength(1)

    process.kill(-pnpm.pid!, 'SIGINT')
    expect(await exited).toBe(0)
    expect(out).toMatch(/SIGINT, stopping/)
    for (const port of ports) expect(anvilOn(port)).toEqual([])
  },
  scaleTimeout(90_000),
)
