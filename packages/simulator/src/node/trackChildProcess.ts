import type { ChildProcess } from 'node:child_process'

const live = new Set<ChildProcess>()
let hooked = false

const killAll = (signal: NodeJS.Signals) => {
  for (const child of live) {
    try {
      child.kill(signal)
    } catch {
      // already gone
    }
  }
}

const onSignal = (signal: NodeJS.Signals) => {
  killAll('SIGKILL')
  // Only act as the default handler would when nobody else (the CLI) handles the signal.
  if (process.listenerCount(signal) === 1) process.exit(signal === 'SIGINT' ? 130 : 143)
}

/**
 * Registers a child process (an anvil chain) so that it never outlives this process: it is killed
 * on `exit`, and on SIGINT/SIGTERM/SIGHUP (which then exit the process, unless another handler,
 * such as the CLI's graceful shutdown, also listens). Returns a function that unregisters it.
 */
export function trackChildProcess(child: ChildProcess): () => void {
  if (!hooked) {
    hooked = true
    process.on('exit', () => killAll('SIGKILL'))
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, onSignal)
  }
  live.add(child)
  child.once('exit', () => live.delete(child))
  return () => live.delete(child)
}
