import { spawn } from 'node:child_process'
import { anvilBinaryPath } from './anvilBinaryPath'
import { findFreePort } from './findFreePort'
import { trackChildProcess } from './trackChildProcess'

/** A running anvil chain. */
export interface AnvilInstance {
  chainId: number
  port: number
  host: string
  /** `http://host:port`. */
  rpcUrl: string
  /** Process id of the anvil binary itself (not a wrapper). */
  pid: number
  /** Kills the process (SIGTERM, then SIGKILL after 2 s) and resolves once it has exited. */
  stop(): Promise<void>
}

/** Options of {@link startAnvil}. */
export interface StartAnvilOptions {
  chainId: number
  /** Defaults to a free port. */
  port?: number
  /** Defaults to 127.0.0.1. */
  host?: string
  /** Genesis block timestamp, Unix seconds (`--timestamp`); later blocks follow the wall clock from it. Defaults to now. */
  timestamp?: number
  /** How long to wait for the RPC to answer. Defaults to 10 s. */
  timeoutMs?: number
}

const rpcReady = async (url: string, chainId: number) => {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      // Something else may hold the port and never answer: each probe gives up, the deadline decides.
      signal: AbortSignal.timeout(1000),
    })
    const body = (await res.json()) as { result?: string }
    return body.result !== undefined && Number(body.result) === chainId
  } catch {
    return false
  }
}

/**
 * Starts one anvil process for `chainId` from the platform binary (`--host --port --chain-id --quiet`),
 * waits until its RPC answers with that chain id, and makes sure it never outlives this process (exit and
 * signal hooks, plus a watchdog shell that kills it if this process is killed outright).
 */
export async function startAnvil(options: StartAnvilOptions): Promise<AnvilInstance> {
  const host = options.host ?? '127.0.0.1'
  if (options.port !== undefined) return spawnAnvil(options, host, options.port)
  // A free port can be taken by another process between asking and anvil's bind (parallel test files each start
  // chains): on "Address already in use", ask again, a few times.
  for (let attempt = 1; ; attempt++) {
    try {
      return await spawnAnvil(options, host, await findFreePort(host))
    } catch (error) {
      if (attempt >= 4 || !/address already in use/i.test(String((error as Error).message))) throw error
    }
  }
}

async function spawnAnvil(options: StartAnvilOptions, host: string, port: number): Promise<AnvilInstance> {
  const args = ['--host', host, '--port', String(port), '--chain-id', String(options.chainId), '--quiet']
  if (options.timestamp !== undefined) args.push('--timestamp', String(Math.floor(options.timestamp)))
  const child = spawn(anvilBinaryPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] })
  const untrack = trackChildProcess(child)
  // Watchdog for the case no handler can run (this process is SIGKILLed): a shell holding the read
  // end of a pipe from us. When we die, the pipe closes, `read` returns and the shell kills anvil.
  const watchdog =
    child.pid === undefined
      ? undefined
      : spawn('/bin/sh', ['-c', `read _; kill -9 ${child.pid} 2>/dev/null`], {
          stdio: ['pipe', 'ignore', 'ignore'],
        })
  watchdog?.on('error', () => {})
  watchdog?.stdin?.on('error', () => {})
  if (watchdog) {
    const untrackWatchdog = trackChildProcess(watchdog)
    child.once('exit', () => {
      untrackWatchdog()
      watchdog.kill('SIGKILL')
    })
  }
  let stderr = ''
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-2000)
  })
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
  let spawnError: Error | undefined
  child.once('error', (e) => {
    spawnError = e
  })
  const stop = async () => {
    untrack()
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 2000)
    await exited
    clearTimeout(timer)
  }

  const rpcUrl = `http://${host}:${port}`
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  for (;;) {
    if (spawnError) throw new Error(`anvil failed to start: ${spawnError.message}`)
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`anvil (chain ${options.chainId}, port ${port}) exited early: ${stderr.trim()}`)
    if (await rpcReady(rpcUrl, options.chainId)) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`anvil (chain ${options.chainId}) did not answer on ${rpcUrl} in time`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  if (child.pid === undefined) throw new Error('anvil has no pid')
  return { chainId: options.chainId, port, host, rpcUrl, pid: child.pid, stop }
}
