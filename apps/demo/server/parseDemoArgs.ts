import { parseArgs } from 'node:util'

/** Options of the demo server's command line. */
export type DemoArgs = { port: number; host: string; history: number; help: boolean }

/** Usage text of `npm run demo` / `pnpm --filter @crosspay/demo start`. */
export const demoUsage = `Usage: npm run demo [-- options]

Starts the crosspay demo site: the simulator on two local anvil chains (or CROSSPAY_UPSTREAM), the API-key
proxy at /api/crosspay, the chains' JSON-RPC at /rpc/<id> and the built site, on one address.

Options:
  --port <n>      TCP port (0: a free one). Default 5173
  --host <ip>     Interface to bind. Default 127.0.0.1
  --history <n>   Past requests seeded for the embedded simulator's demo-key. Default 200
  -h, --help      Show this help

Environment:
  CROSSPAY_UPSTREAM, CROSSPAY_API_KEY   another deployment instead of the embedded simulator (both needed)
  CROSSPAY_SPONSOR_WALLET               that key's sponsorship wallet (for the integrator page)`

const integer = (name: string, value: string | undefined, fallback: number, max: number): number => {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) > max)
    throw new Error(`--${name} must be a whole number from 0 to ${max}, got "${value}"`)
  return Number(value)
}

/** Reads the demo server's command line; throws an Error naming the bad option. */
export function parseDemoArgs(argv: string[]): DemoArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      history: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const host = values.host ?? '127.0.0.1'
  if (!host.trim()) throw new Error('--host must not be empty')
  return {
    port: integer('port', values.port, 5173, 65535),
    host,
    history: integer('history', values.history, 200, 100_000),
    help: values.help ?? false,
  }
}
