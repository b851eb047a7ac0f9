import { isIP } from 'node:net'
import { parseArgs } from 'node:util'

/** Options of `pnpm sim`, validated. */
export interface CliOptions {
  port: number
  host: string
  chains: 'anvil' | 'virtual'
  seed: number
  history: number
  /** ISO time the simulator clock starts at, or undefined for now. */
  now?: string
  /** Webhook target URLs (every status change is POSTed to each); empty for none. */
  webhooks: string[]
  /** HMAC secret of the webhook signature (`--webhook-secret`, else `CROSSPAY_SIM_WEBHOOK_SECRET`). */
  webhookSecret?: string
  /**
   * Peers whose `X-Forwarded-For` names the client for the per-client rate limit (`--trust-proxy`): `true` for
   * any loopback peer (`loopback`), or a list of peer addresses; false (the default) trusts no one.
   */
  trustProxy: boolean | string[]
  /** Browser origins besides the simulator's own allowed to change state through `/__sim/*` (`--allow-origin`). */
  allowOrigins: string[]
  help: boolean
}

/** Loopback addresses, as a Node socket reports them: what `--trust-proxy loopback` stands for in a list. */
const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1']

/** Usage text of `pnpm sim`. */
const usage = `Usage: pnpm sim [options]

Runs the crosspay service simulator (HTTP API + websocket on /ws).

Options:
  --port <n>                TCP port (0: a free one). Default 4000
  --host <ip>               Interface to bind. Default 127.0.0.1
  --chains anvil|virtual    anvil: two local anvil chains (8453, 10) and a local Solana chain
                            (792703809, LiteSVM in-process) with real transactions;
                            virtual: no chains, deposits via POST /__sim/deposit. Default anvil
  --seed <n>                Seed of every pseudo-random choice. Default 1
  --history <n>             Past requests listed for demo-key (plus a few quotes never sent,
                            not listed). Default 200
  --now <ISO time>          Start time of the simulator clock. Default now
  --webhook <url>           POST every request status change to this http(s) URL (repeatable)
  --webhook-secret <s>      HMAC secret signing webhook bodies (needed with --webhook).
                            Default: env CROSSPAY_SIM_WEBHOOK_SECRET
  --trust-proxy <ip>        A proxy in front of the simulator: requests from this peer address
                            are rate-limited per the client its X-Forwarded-For names
                            ("loopback": any loopback peer; repeatable). Default: none
                            (X-Forwarded-For is ignored: anyone can write it)
  --allow-origin <origin>   A page origin (http://localhost:3000) allowed to drive the /__sim/*
                            controls and chain RPC from a browser (repeatable). Default: the
                            simulator's own only (other websites are refused)
  -h, --help                Show this help`

const integer = (name: string, value: string, min: number, max: number): number => {
  if (!/^\d+$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`)
  const n = Number(value)
  if (n < min || n > max) throw new Error(`--${name} must be between ${min} and ${max}, got ${n}`)
  return n
}

/**
 * Parses and validates the command line of `pnpm sim`. Throws an Error with a clear message
 * (naming the option) on an unknown option or a bad value. `usage` is the help text. `env` supplies
 * `CROSSPAY_SIM_WEBHOOK_SECRET` (main passes `process.env`).
 */
export function parseCliArgs(
  argv: string[],
  env: Record<string, string | undefined> = {},
): { options: CliOptions; usage: string } {
  let values: Record<string, string | boolean | string[] | undefined>
  try {
    ;({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        chains: { type: 'string' },
        seed: { type: 'string' },
        history: { type: 'string' },
        now: { type: 'string' },
        webhook: { type: 'string', multiple: true },
        'webhook-secret': { type: 'string' },
        'trust-proxy': { type: 'string', multiple: true },
        'allow-origin': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    }))
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`)
  }
  const str = (k: string) => (typeof values[k] === 'string' ? (values[k] as string) : undefined)
  const chains = str('chains') ?? 'anvil'
  if (chains !== 'anvil' && chains !== 'virtual')
    throw new Error(`--chains must be "anvil" or "virtual", got "${chains}"`)
  const host = str('host') ?? '127.0.0.1'
  if (!host.trim()) throw new Error('--host must not be empty')
  const now = str('now')
  if (now !== undefined && (!/^\d{4}-\d{2}-\d{2}/.test(now) || Number.isNaN(Date.parse(now))))
    throw new Error(`--now must be an ISO 8601 time such as 2026-11-01T00:00:00Z, got "${now}"`)
  const webhooks = Array.isArray(values.webhook) ? values.webhook : []
  for (const url of webhooks) {
    let protocol = ''
    try {
      protocol = new URL(url).protocol
    } catch {}
    if (protocol !== 'http:' && protocol !== 'https:')
      throw new Error(`--webhook must be an http(s) URL, got "${url}"`)
  }
  const webhookSecret = str('webhook-secret') ?? env.CROSSPAY_SIM_WEBHOOK_SECRET
  if (webhookSecret !== undefined && !webhookSecret) throw new Error('--webhook-secret must not be empty')
  if (webhooks.length > 0 && webhookSecret === undefined)
    throw new Error(
      '--webhook needs a signing secret: --webhook-secret <s> or env CROSSPAY_SIM_WEBHOOK_SECRET',
    )
  const trustProxy = readTrustProxy(Array.isArray(values['trust-proxy']) ? values['trust-proxy'] : [])
  const allowOrigins = Array.isArray(values['allow-origin']) ? values['allow-origin'] : []
  for (const origin of allowOrigins) {
    let parsed: URL | undefined
    try {
      parsed = new URL(origin)
    } catch {}
    if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.origin !== origin)
      throw new Error(
        `--allow-origin must be an http(s) origin such as http://localhost:3000, got "${origin}"`,
      )
  }
  return {
    usage,
    options: {
      port: integer('port', str('port') ?? '4000', 0, 65535),
      host,
      chains,
      seed: integer('seed', str('seed') ?? '1', 0, 2 ** 32 - 1),
      history: integer('history', str('history') ?? '200', 0, 100_000),
      ...(now !== undefined ? { now } : {}),
      webhooks,
      ...(webhookSecret !== undefined ? { webhookSecret } : {}),
      trustProxy,
      allowOrigins,
      help: values.help === true,
    },
  }
}

/**
 * `--trust-proxy` values: none → false; only `loopback` → true; else the addresses (an IPv4 one also as the
 * IPv4-mapped IPv6 address a dual-stack socket reports; `loopback` adds the loopback addresses).
 */
function readTrustProxy(values: string[]): boolean | string[] {
  if (values.length === 0) return false
  if (values.every((v) => v === 'loopback')) return true
  const peers = new Set<string>()
  for (const value of values) {
    if (value === 'loopback') for (const a of loopback) peers.add(a)
    else if (isIP(value) === 4) peers.add(value).add(`::ffff:${value}`)
    else if (isIP(value) === 6) peers.add(value.toLowerCase())
    else throw new Error(`--trust-proxy must be an IP address or "loopback", got "${value}"`)
  }
  return [...peers]
}
