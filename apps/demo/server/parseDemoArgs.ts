import { parseArgs } from 'node:util'

/** Options of the demo server's command line. */
export type DemoArgs = {
  port: number
  host: string
  history: number
  dist: string | undefined
  /** The shop's PGlite folder. */
  dataDir: string
  /** A Postgres URL for the shop's orders (wins over `dataDir`), or undefined. */
  databaseUrl: string | undefined
  help: boolean
}

/** Options of {@link parseDemoArgs}. */
export type ParseDemoArgsOptions = {
  /** `DATABASE_URL` (the flag wins). */
  env?: Record<string, string | undefined>
  /** The data folder when `--data-dir` is not given. */
  defaultDataDir: string
}

const integer = (name: string, value: string | undefined, fallback: number, max: number): number => {
  if (value === undefined) return fallback
  if (!/^\d+$/.test(value) || Number(value) > max)
    throw new Error(`--${name} must be a whole number from 0 to ${max}, got "${value}"`)
  return Number(value)
}

/** Reads the demo server's command line; throws an Error naming the bad option. */
export function parseDemoArgs(argv: string[], options: ParseDemoArgsOptions): DemoArgs {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      history: { type: 'string' },
      dist: { type: 'string' },
      'data-dir': { type: 'string' },
      'database-url': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  })
  const host = values.host ?? '127.0.0.1'
  if (!host.trim()) throw new Error('--host must not be empty')
  const databaseUrl = values['database-url'] ?? options.env?.DATABASE_URL
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\/\S+$/.test(databaseUrl))
    throw new Error('--database-url (or DATABASE_URL) must be a postgres:// or postgresql:// URL')
  const dataDir = values['data-dir'] ?? options.defaultDataDir
  if (!dataDir.trim()) throw new Error('--data-dir must not be empty')
  return {
    port: integer('port', values.port, 5173, 65535),
    host,
    history: integer('history', values.history, 200, 100_000),
    dist: values.dist,
    dataDir,
    databaseUrl: databaseUrl || undefined,
    help: values.help ?? false,
  }
}
