import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

/**
 * Absolute path of the platform anvil binary shipped by `@foundry-rs/anvil` (linux-amd64 here).
 * Spawn this binary directly: killing the `.bin/anvil` node wrapper would leave the real child behind.
 */
export function anvilBinaryPath(): string {
  const fromSimulator = createRequire(import.meta.url)
  const wrapper = createRequire(fromSimulator.resolve('@foundry-rs/anvil/package.json'))
  const platform = `@foundry-rs/anvil-${process.platform}-${process.arch === 'x64' ? 'amd64' : process.arch}`
  return join(dirname(wrapper.resolve(`${platform}/package.json`)), 'bin', 'anvil')
}
