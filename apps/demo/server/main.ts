// `npm run demo` (after the build): the demo site on the real local stack, until SIGINT/SIGTERM.

import { fileURLToPath } from 'node:url'
import { demoUsage } from './demoUsage'
import { parseDemoArgs } from './parseDemoArgs'
import { type DemoServer, startDemoServer } from './startDemoServer'

let args: ReturnType<typeof parseDemoArgs>
try {
  args = parseDemoArgs(process.argv.slice(2), {
    env: process.env,
    defaultDataDir: fileURLToPath(new URL('../.data/merchant', import.meta.url)),
  })
} catch (error) {
  console.error(`error: ${error instanceof Error ? error.message : String(error)}\n\n${demoUsage}`)
  process.exit(2)
}
if (args.help) {
  console.log(demoUsage)
  process.exit(0)
}

let server: DemoServer | undefined
let stopping = false
const shutdown = async (signal: string) => {
  if (stopping) return
  stopping = true
  console.log(`crosspay demo: ${signal}, stopping`)
  const force = setTimeout(() => process.exit(1), 5000)
  force.unref()
  try {
    await server?.close()
    process.exit(0)
  } catch (error) {
    console.error('crosspay demo: error while stopping', error)
    process.exit(1)
  }
}
// Installed before the chains start, so the simulator's anvil guard leaves the graceful stop to us.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => void shutdown(signal))

try {
  server = await startDemoServer({
    port: args.port,
    host: args.host,
    history: args.history,
    ...(args.dist ? { distDir: args.dist } : {}),
    ...(args.databaseUrl ? { databaseUrl: args.databaseUrl } : { dataDir: args.dataDir }),
  })
} catch (error) {
  console.error(`crosspay demo failed to start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
if (stopping) await shutdown('stop')
const backend =
  server.mode === 'embedded' ? 'simulator on local anvil chains 8453 and 10' : 'CROSSPAY_UPSTREAM'
console.log(`crosspay demo (${backend}) ready: open ${server.url}`)
if (server.shopDatabase) console.log(`crosspay demo shop: orders in ${server.shopDatabase}`)
