import { ServerOptionError } from './ServerOptionError'

/** What `startSimulatorServer` reads at the top level. */
const serverKeys = new Set([
  'port',
  'host',
  'chains',
  'seed',
  'history',
  'now',
  'simulator',
  'trustProxy',
  'watchIntervalMs',
  'anvilChainIds',
])
/** `createSimulator` options the server passes through from `simulator`. */
const simulatorKeys = new Set([
  'apiKeys',
  'initialAppBalanceUsd',
  'iconBaseUrl',
  'devRoutes',
  'controlOrigins',
  'rateLimits',
  'webhooks',
  'fetch',
  'timing',
  'maxStoredQuotes',
  'faults',
])
/** `createSimulator` options the server sets itself, and the server option that does it. */
const setByServer: Record<string, string> = {
  mode: '`chains`',
  clock: 'the server (always `realtime`)',
  rpcUrls: '`chains: "anvil"` (the anvil chains it starts)',
  backend: '`chains`',
  baseUrl: '`host` and `port`',
}

/**
 * Refuses, with a {@link ServerOptionError} naming the option and its place, what `startSimulatorServer` would
 * silently ignore: a simulator option at the top level (`{ timing }` instead of `{ simulator: { timing } }`), an
 * option the server sets itself (at the top level or under `simulator`), or an unknown one; `seed`, `history` and
 * `now` under `simulator` are pointed to the top level.
 *
 * @example
 * checkServerOptions({ faults: [] }) // throws: `faults` belongs under `simulator`
 */
export function checkServerOptions(options: object): void {
  for (const key of Object.keys(options)) {
    if (serverKeys.has(key)) continue
    if (simulatorKeys.has(key))
      throw new ServerOptionError(
        key,
        `\`${key}\` belongs under \`simulator\`: startSimulatorServer({ simulator: { ${key} } }). At the top level it would be ignored.`,
      )
    if (key in setByServer)
      throw new ServerOptionError(key, `\`${key}\` is set by the server from ${setByServer[key]}; remove it.`)
    throw new ServerOptionError(key, `Unknown startSimulatorServer option \`${key}\`.`)
  }
  const simulator = (options as { simulator?: unknown }).simulator
  if (!simulator || typeof simulator !== 'object') return
  for (const key of Object.keys(simulator)) {
    if (simulatorKeys.has(key)) continue
    if (key === 'seed' || key === 'history' || key === 'now')
      throw new ServerOptionError(
        `simulator.${key}`,
        `\`${key}\` is a top-level option: startSimulatorServer({ ${key} }). Under \`simulator\` it would be ignored.`,
      )
    if (key in setByServer)
      throw new ServerOptionError(
        `simulator.${key}`,
        `\`simulator.${key}\` is set by the server from ${setByServer[key]}; remove it.`,
      )
    throw new ServerOptionError(`simulator.${key}`, `Unknown simulator option \`${key}\`.`)
  }
}
