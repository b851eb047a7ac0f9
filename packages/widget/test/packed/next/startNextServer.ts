import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** A free TCP port on 127.0.0.1 (`next start` takes a number, not 0). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

/**
 * `next start` of the built app in `dir` on 127.0.0.1, with `env` added (the upstream and the key), using the Next.js
 * installed in `modules` (defaults to `dir`'s node_modules). Resolves once `readyPath` answers; `close` stops it
 * (this process only: it started it).
 */
export async function startNextServer(
  dir: string,
  env: Record<string, string>,
  { modules = join(dir, 'node_modules'), readyPath = '/' }: { modules?: string; readyPath?: string } = {},
): Promise<{ url: string; output: () => string; close: () => Promise<void> }> {
  const port = await freePort()
  const child: ChildProcess = spawn(
    process.execPath,
    [join(modules, 'next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (d: Buffer) => void (output += d.toString()))
  child.stderr?.on('data', (d: Buffer) => void (output += d.toString()))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${output}`)
    const answered = await fetch(`${url}${readyPath}`).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return { url, output: () => output, close }
    if (attempt > 300) {
      await close()
      throw new Error(`next start did not answer in 60 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
