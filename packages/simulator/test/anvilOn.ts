import { execFileSync } from 'node:child_process'

/** Pids of anvil processes listening on `port` (pgrep on the command line, scoped to the port). */
export function anvilOn(port: string): number[] {
  try {
    return execFileSync('pgrep', ['-f', `anvil .*--port ${port} `], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .filter(Boolean)
      .map(Number)
  } catch {
    return [] // pgrep exits 1 when nothing matches
  }
}
