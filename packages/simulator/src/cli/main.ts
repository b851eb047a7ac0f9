// `pnpm sim`: runs the simulator server until SIGINT/SIGTERM. See parseCliArgs for the options.
import { startSimulatorServer } from '../node/startSimulatorServer'
import { parseCliArgs } from './parseCliArgs'
import { watchLauncherGroup } from './watchLauncherGroup'

let parsed: ReturnType<typeof parseCliArgs>
try {
  parsed = parseCliArgs(process.argv.slice(2), process.env)
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(2)
}
const { options, usage } = parsed
if (options.help) {
  console.log(usage)
  process.exit(0)
}

let server: Awaited<ReturnType<typeof startSimulatorServer>> | undefined
let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`crosspay simulator: ${signal}, stopping`)
  const force = setTimeout(() => process.exit(1), 5000)
  force.unref()
  try {
    await server?.close()
    process.exit(0)
  } catch (error) {
    console.error('crosspay simulator: error while stopping', error)
    process.exit(1)
  }
}
// Installed before the chains start, so the anvil guard leaves the graceful stop to us.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal))
// `pnpm sim` without a terminal: hear the signals sent to pnpm's process group, which pnpm keeps from us.
watchLauncherGroup((signal) => void shutdown(signal))

try {
  server = await startSimulatorServer({
    port: options.port,
    host: options.host,
    chains: options.chains,
    seed: options.seed,
    history: options.history,
    ...(options.now ? { now: options.now } : {}),
    trustProxy: options.trustProxy,
    simulator: {
      controlOrigins: options.allowOrigins,
      ...(options.webhooks.length > 0
        ? { webhooks: { urls: options.webhooks, secret: options.webhookSecret ?? '' } }
        : {}),
    },
  })
} catch (error) {
  console.error(
    `crosspay simulator failed to start: ${error instanceof Error ? error.message : String(error)}`,
  )
  process.exit(1)
}
if (stopping) await shutdown('stop')
const chains = Object.entries(server.rpcUrls)
  .sort(([a], [b]) => Number(b) - Number(a))
  .map(([id, url]) => `${id} → ${url}`)
  .concat(server.svm ? [`${server.svm.chainId} (Solana, LiteSVM) → ${server.svm.rpcUrl}`] : [])
  .join(', ')
if (options.webhooks.length > 0) console.log(`crosspay simulator: webhooks → ${options.webhooks.join(', ')}`)
if (options.trustProxy !== false)
  console.log(
    `crosspay simulator: X-Forwarded-For trusted from ${options.trustProxy === true ? 'loopback peers' : options.trustProxy.join(', ')}`,
  )
console.log(
  `crosspay simulator ready at ${server.baseUrl} (${options.chains}${chains ? `: ${chains}` : ''}; websocket ${server.baseUrl.replace(/^http/, 'ws')}/ws)`,
)
