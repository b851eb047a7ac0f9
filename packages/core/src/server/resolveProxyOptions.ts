import { InvalidParameterError } from '../errors/InvalidParameterError'
import { defaultProxyRoutes } from './defaultProxyRoutes'
import { secretForms } from './secretForms'
import type {
  ProxyCorsOptions,
  ProxyMethod,
  ProxyRoute,
  ProxySponsorshipPolicy,
  ProxyTransformQuote,
  ProxyTransformResponse,
} from './types'

/** Fetch function the proxy forwards with. `sim.fetch` of `@crosspay/simulator` fits. */
export type ProxyFetch = (input: string, init: RequestInit) => Promise<Response>

/** Options of `createProxyHandler`. Only `upstream` and `apiKey` are required. */
export interface CreateProxyHandlerParameters {
  /** Base URL of the service, such as `https://api.crosspay.example` (a path prefix is kept). */
  upstream: string
  /**
   * The API key, at least 8 characters. Sent upstream only; never returned to the caller: it (and its URL-,
   * JSON- and `\uXXXX`-escaped forms, see `secretForms`) is replaced by `[redacted]` in every response body, and
   * response headers holding it in their name or value are dropped.
   */
  apiKey: string
  /**
   * Allowed `{method, path}` pairs; everything else is refused (403/405 JSON). Defaults to
   * {@link defaultProxyRoutes} (the user flow); add `proxyRoutes.integrator` for history, app balance and fast fill.
   */
  allow?: readonly ProxyRoute[]
  /** Mount prefix stripped before matching, such as `/api/crosspay` (`/api/crosspay/quote/v2` → `/quote/v2`). Defaults to none. */
  prefix?: string
  /** How the key is sent: `x-api-key` header or `Authorization: Bearer`. Defaults to `'x-api-key'`. */
  authScheme?: 'x-api-key' | 'bearer'
  /** Fetch used for upstream calls. Defaults to the global `fetch`. */
  fetch?: ProxyFetch
  /** Browser cross-origin access. Defaults to `false` (same-origin only: preflights are refused). */
  cors?: ProxyCorsOptions | false
  /** Extra request headers forwarded upstream, besides `content-type`, `accept`, `accept-language`. Credentials are never forwarded. Defaults to none. */
  forwardHeaders?: readonly string[]
  /** Largest request body accepted, bytes; larger ones get 413. Defaults to 1 MiB. */
  maxBodyBytes?: number
  /** Upstream timeout in ms; on expiry the caller gets 504. Defaults to 30 000. */
  timeoutMs?: number
  /**
   * Time allowed for a request body to arrive, ms: a body still arriving then (dripped a byte at a time) is cut off
   * with 408 `REQUEST_TIMEOUT`. Slow headers are the HTTP server's to bound (Node: `server.headersTimeout`,
   * `server.requestTimeout`). Defaults to 10 000.
   */
  bodyTimeoutMs?: number
  /**
   * Origins besides the proxy's own that may send state-changing requests (every allowed route that is not `GET`),
   * such as `['https://shop.example']`. Every other browser origin is refused with 403 `ORIGIN_NOT_ALLOWED` (and any
   * body that is not `application/json` with 415 `UNSUPPORTED_MEDIA_TYPE`), before the service is contacted: a
   * page of another site cannot spend through the proxy with a "simple" cross-site POST. The own origin is the
   * request URL's origin (on Node servers built from the `Host` header) or its `https:` form; list your public
   * origin here when a proxy in front rewrites `Host`. A request with neither `Origin` nor `Sec-Fetch-Site`
   * (a server, curl) is not a browser's and is not refused. Origins `cors.origin` names (a string, a list or a
   * predicate) are allowed too; `cors: { origin: '*' }` opens reads only. Defaults to none.
   */
  allowedOrigins?: readonly string[]
  /**
   * Fee sponsorship of quotes (`POST /quote/v2`, `POST /quote`), decided on the server since sponsored cost is
   * drawn from the key's app balance. `false`: the proxy removes `subsidizeFees`, `subsidizeRent`,
   * `maxSubsidizationAmount` and `sponsoredFeeComponents` from quote bodies, so no visitor can sponsor
   * themselves. A {@link ProxySponsorshipPolicy}: every quote is sponsored, capped at its
   * `maxSubsidizationAmount` (a client may ask for less), with its rent and component choices.
   * Defaults to `false`.
   */
  sponsorship?: ProxySponsorshipPolicy | false
  /**
   * Runs on every quote body after the `sponsorship` policy, for rules of your own (such as enforcing your
   * `appFees`, or sponsoring signed-in users only): return the body to send (it is sent as is, so it can
   * override the policy) or a `Response` to answer without contacting the service. Whatever it throws
   * propagates out of the handler. A quote body that is not a JSON object is answered 400 `INVALID_INPUT`
   * before it runs. Defaults to none.
   */
  transformQuote?: ProxyTransformQuote
  /**
   * Runs on every relayed answer (after redaction) with the normalised path it answers (`/chains`, whatever
   * `//`, trailing `/` or prefix the request had): return the response to send, such as `/chains` rewritten to
   * your own RPC routes. Defaults to none.
   */
  transformResponse?: ProxyTransformResponse
  /**
   * Per-client rate limit, in front of the key's own limit at the service (so one visitor cannot spend it for
   * everyone): `limit` requests per `windowMs` per client, else 429 `RATE_LIMITED` with `Retry-After`, the service
   * not contacted. The client is the socket address the host passes as the handler's second argument
   * (`handler(request, { remoteAddress })`); `X-Forwarded-For` is used only with `trustedProxies` N > 0 (the
   * address the N-th proxy from the right saw), never by default, since a client can write it. Requests without a
   * known address share one bucket. `false` turns it off. Defaults to `{ limit: 300, windowMs: 60000 }`.
   */
  rateLimit?: { limit: number; windowMs?: number; trustedProxies?: number } | false
}

/** The validated, normalised options the handler runs with. */
export interface ResolvedProxyOptions {
  upstream: string
  apiKey: string
  allow: { method: ProxyMethod; segments: string[] }[]
  prefix: string
  authScheme: 'x-api-key' | 'bearer'
  fetch: ProxyFetch
  cors: ProxyCorsOptions | false
  forwardHeaders: Set<string>
  maxBodyBytes: number
  timeoutMs: number
  bodyTimeoutMs: number
  /** Normalised origins (`new URL(o).origin`) that may send state-changing requests, besides the own one. */
  allowedOrigins: string[]
  /** The key and its escaped forms ({@link secretForms}): what is redacted from responses. */
  secrets: string[]
  sponsorship: ProxySponsorshipPolicy | false
  transformQuote: ProxyTransformQuote | undefined
  transformResponse: ProxyTransformResponse | undefined
  rateLimit: { limit: number; windowMs: number; trustedProxies: number } | false
}

const methods: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
const knownOptions: readonly string[] = [
  'upstream',
  'apiKey',
  'allow',
  'prefix',
  'authScheme',
  'fetch',
  'cors',
  'forwardHeaders',
  'maxBodyBytes',
  'timeoutMs',
  'bodyTimeoutMs',
  'allowedOrigins',
  'sponsorship',
  'transformQuote',
  'transformResponse',
  'rateLimit',
]
const feeComponents: readonly string[] = ['execution', 'swap', 'relay', 'app', 'rent']
const credentialHeaders = ['x-api-key', 'authorization', 'cookie', 'proxy-authorization', 'host']

/**
 * Validates and normalises the options of `createProxyHandler`, throwing an InvalidParameterError
 * that names the bad option (the key's value is never included, so a mistyped key is not logged).
 */
export function resolveProxyOptions(parameters: CreateProxyHandlerParameters): ResolvedProxyOptions {
  const fail = (parameter: string, rule: string, value?: unknown): never => {
    throw new InvalidParameterError({ parameter: `createProxyHandler.${parameter}`, rule, value })
  }
  if (typeof parameters !== 'object' || parameters === null)
    fail('parameters', 'must be an object with upstream and apiKey', parameters)
  for (const name of Object.keys(parameters))
    if (!knownOptions.includes(name)) fail(name, `is not an option (known: ${knownOptions.join(', ')})`, name)
  const { upstream, apiKey } = parameters

  if (typeof upstream !== 'string' || upstream.trim() === '')
    fail('upstream', 'is required (the service base URL)', upstream)
  let upstreamUrl: URL | undefined
  try {
    upstreamUrl = new URL(upstream)
  } catch {
    fail('upstream', 'must be an absolute http(s) URL', upstream)
  }
  if (!upstreamUrl || !/^https?:$/.test(upstreamUrl.protocol) || upstreamUrl.search || upstreamUrl.hash)
    fail('upstream', 'must be an absolute http(s) URL without query or fragment', upstream)

  if (typeof apiKey !== 'string' || apiKey.trim() === '')
    fail('apiKey', 'is required (a non-empty string)', typeof apiKey === 'string' ? '<redacted>' : apiKey)
  if (/[\s\0]/.test(apiKey)) fail('apiKey', 'must not contain whitespace or control characters', '<redacted>')
  // Redacting a short string from responses would corrupt unrelated text, and leaving it would leak the key.
  if (apiKey.length < 8)
    fail(
      'apiKey',
      'must be at least 8 characters (a shorter key cannot be redacted from responses)',
      '<redacted>',
    )

  const allow = parameters.allow ?? defaultProxyRoutes
  if (!Array.isArray(allow) || allow.length === 0)
    fail('allow', 'must be a non-empty array of {method, path}', allow)
  const routes = allow.map((route, index) => {
    if (!route || !methods.includes(route.method))
      fail(`allow[${index}].method`, `must be one of ${methods.join(', ')}`, route?.method)
    if (typeof route.path !== 'string' || !/^\/[A-Za-z0-9_\-/:.]*$/.test(route.path))
      fail(`allow[${index}].path`, 'must start with "/" and hold no query string', route.path)
    return { method: route.method, segments: split(route.path) }
  })

  let prefix = parameters.prefix ?? ''
  if (typeof prefix !== 'string' || (prefix !== '' && !prefix.startsWith('/')))
    fail('prefix', 'must start with "/"', prefix)
  prefix = prefix.replace(/\/+$/, '')

  const authScheme = parameters.authScheme ?? 'x-api-key'
  if (authScheme !== 'x-api-key' && authScheme !== 'bearer')
    fail('authScheme', "must be 'x-api-key' or 'bearer'", authScheme)

  if (parameters.fetch !== undefined && typeof parameters.fetch !== 'function')
    fail('fetch', 'must be a function', typeof parameters.fetch)
  const cors = parameters.cors ?? false
  if (cors !== false && (typeof cors !== 'object' || cors.origin === undefined))
    fail('cors', 'must be false or {origin}', cors)

  const maxBodyBytes = parameters.maxBodyBytes ?? 1024 * 1024
  const timeoutMs = parameters.timeoutMs ?? 30_000
  if (!(maxBodyBytes > 0)) fail('maxBodyBytes', 'must be a positive number', maxBodyBytes)
  if (!(timeoutMs > 0)) fail('timeoutMs', 'must be a positive number', timeoutMs)
  const bodyTimeoutMs = parameters.bodyTimeoutMs ?? 10_000
  if (!(typeof bodyTimeoutMs === 'number' && bodyTimeoutMs > 0 && Number.isFinite(bodyTimeoutMs)))
    fail('bodyTimeoutMs', 'must be a positive, finite number', bodyTimeoutMs)
  const allowedOrigins = parameters.allowedOrigins ?? []
  if (!Array.isArray(allowedOrigins)) fail('allowedOrigins', 'must be an array of origins', allowedOrigins)
  allowedOrigins.forEach((origin, index) => {
    if (!isOrigin(origin))
      fail(
        `allowedOrigins[${index}]`,
        'must be an http(s) origin: scheme, host and port only, such as https://shop.example',
        origin,
      )
  })

  const sponsorship = parameters.sponsorship ?? false
  if (sponsorship !== false) {
    if (typeof sponsorship !== 'object' || sponsorship === null)
      fail('sponsorship', 'must be false or {maxSubsidizationAmount}', sponsorship)
    const { maxSubsidizationAmount: cap, subsidizeRent, sponsoredFeeComponents: components } = sponsorship
    if (typeof cap !== 'string' || !/^(0|[1-9][0-9]*)$/.test(cap))
      fail('sponsorship.maxSubsidizationAmount', 'is required: an integer string, 6-decimal USD units', cap)
    if (subsidizeRent !== undefined && typeof subsidizeRent !== 'boolean')
      fail('sponsorship.subsidizeRent', 'must be a boolean', subsidizeRent)
    if (
      components !== undefined &&
      (!Array.isArray(components) ||
        components.some((c, i) => !feeComponents.includes(c) || components.indexOf(c) !== i))
    )
      fail('sponsorship.sponsoredFeeComponents', `must list distinct ${feeComponents.join(', ')}`, components)
  }
  if (parameters.transformQuote !== undefined && typeof parameters.transformQuote !== 'function')
    fail('transformQuote', 'must be a function', typeof parameters.transformQuote)

  if (parameters.transformResponse !== undefined && typeof parameters.transformResponse !== 'function')
    fail('transformResponse', 'must be a function', typeof parameters.transformResponse)
  const limit = parameters.rateLimit ?? { limit: 300 }
  if (limit !== false) {
    if (typeof limit !== 'object' || limit === null || !(Number.isInteger(limit.limit) && limit.limit > 0))
      fail('rateLimit.limit', 'must be a positive integer (or rateLimit: false)', limit)
    if (limit.windowMs !== undefined && !(limit.windowMs > 0))
      fail('rateLimit.windowMs', 'must be a positive number', limit.windowMs)
    if (
      limit.trustedProxies !== undefined &&
      !(Number.isInteger(limit.trustedProxies) && limit.trustedProxies >= 0)
    )
      fail('rateLimit.trustedProxies', 'must be a non-negative integer', limit.trustedProxies)
  }
  const rateLimit =
    limit === false
      ? (false as const)
      : { limit: limit.limit, windowMs: limit.windowMs ?? 60_000, trustedProxies: limit.trustedProxies ?? 0 }

  const forwardHeaders = new Set(['content-type', 'accept', 'accept-language'])
  for (const header of parameters.forwardHeaders ?? []) {
    const name = String(header).toLowerCase()
    if (credentialHeaders.includes(name))
      fail('forwardHeaders', `must not include the credential header ${name}`, name)
    forwardHeaders.add(name)
  }

  return {
    upstream: upstream.replace(/\/+$/, ''),
    apiKey,
    allow: routes,
    prefix,
    authScheme,
    fetch: parameters.fetch ?? ((input, init) => fetch(input, init)),
    cors,
    forwardHeaders,
    maxBodyBytes,
    timeoutMs,
    bodyTimeoutMs,
    allowedOrigins: [...allowedOrigins],
    secrets: secretForms(apiKey),
    sponsorship,
    transformQuote: parameters.transformQuote,
    transformResponse: parameters.transformResponse,
    rateLimit,
  }
}

/** Whether `value` is an http(s) origin written as browsers send it (`https://a.example:8443`, no path or slash). */
function isOrigin(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return /^https?:$/.test(url.protocol) && url.origin === value
  } catch {
    return false
  }
}

function split(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '')
}
