import type * as z from 'zod/mini'
import { HttpRequestError } from '../errors/HttpRequestError'
import { InvalidParameterError, type InvalidParameterErrorType } from '../errors/InvalidParameterError'
import { RateLimitError } from '../errors/RateLimitError'
import { ResponseShapeError } from '../errors/ResponseShapeError'
import { loadResponseParsing } from '../schemas/loadResponseParsing'
import type { BackoffOptions } from '../utils/BackoffOptions'
import { fingerprint } from '../utils/fingerprint'
import { isBrowser } from '../utils/isBrowser'
import { resolveBackoffOptions } from '../utils/resolveBackoffOptions'
import { toSearchParams } from '../utils/toSearchParams'
import type { ClientRequestParameters, ClientWarning, CrosspayClient } from './CrosspayClient'

/** Warnings about the environment rather than one client: surfaced once per process and base URL. */
const processWideCodes = new Set<ClientWarning['code']>(['api-key-in-browser', 'deprecated-endpoint'])
/** Keys (`baseUrl`, `code`, `key`) of the process-wide warnings already surfaced. */
const processWarned = new Set<string>()

/** Options of {@link createClient}. */
export type CreateClientParameters = {
  /**
   * Base URL of the service, of the integrator's proxy, or of the simulator: an absolute `http(s)` URL,
   * or an absolute path (`/api/crosspay`) resolved against the page in a browser. A trailing slash is removed.
   */
  baseUrl: string
  /**
   * API key sent with every request. Keep it on a server: in a browser, point `baseUrl` at the
   * `@crosspay/core/server` proxy instead (a browser client with a key warns once per process and
   * `baseUrl`). The client keeps only a fingerprint of it, `keyId`, for query keys. Defaults to none.
   */
  apiKey?: string | undefined
  /** How the key is sent: `x-api-key` header, or `Authorization: Bearer <key>`. Defaults to `x-api-key`. */
  authScheme?: 'x-api-key' | 'bearer' | undefined
  /** `fetch` to use (the simulator's in-process `sim.fetch`, a proxy-aware fetch, …). Defaults to `globalThis.fetch`. */
  fetch?: ((input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) | undefined
  /** Extra headers sent with every request. Defaults to none. */
  headers?: Record<string, string> | undefined
  /**
   * Receives each warning once: `api-key-in-browser` and `deprecated-endpoint` once per process and
   * `baseUrl` (whatever the number of clients), the others once per client. Defaults to `console.warn`.
   */
  onWarning?: ((warning: ClientWarning) => void) | undefined
  /**
   * Backoff of every query on this client after a transient failure (429, 5xx, network, malformed body):
   * `baseMs` doubling (with jitter) up to `maxMs`, never shorter than a `Retry-After`. Finite, `baseMs` > 0,
   * `maxMs` ≥ `baseMs` (else an `InvalidParameterError`). Defaults to 1 s doubling up to 30 s.
   */
  backoff?: BackoffOptions | undefined
}

/** Return type of {@link createClient}. */
export type CreateClientReturnType = CrosspayClient

/** Errors {@link createClient} may throw. */
export type CreateClientErrorType = InvalidParameterErrorType

/**
 * Creates the client every action takes as its first argument.
 *
 * @example
 * const client = createClient({ baseUrl: '/api/crosspay' }) // browser, through the server proxy
 * const quote = await getQuote(client, { user, originChainId: 1, … })
 *
 * @throws {InvalidParameterError} when `baseUrl` is not an http(s) URL or an absolute path.
 */
export function createClient(parameters: CreateClientParameters): CreateClientReturnType {
  const baseUrl = normaliseBaseUrl(parameters.baseUrl)
  const backoff = resolveBackoffOptions('backoff', parameters.backoff)
  const { apiKey, headers: extraHeaders, onWarning } = parameters
  const authScheme = parameters.authScheme ?? 'x-api-key'
  if (authScheme !== 'x-api-key' && authScheme !== 'bearer')
    throw new InvalidParameterError({
      parameter: 'authScheme',
      rule: "must be 'x-api-key' or 'bearer'",
      value: authScheme,
    })
  if (apiKey !== undefined && (typeof apiKey !== 'string' || apiKey.trim() === ''))
    throw new InvalidParameterError({
      parameter: 'apiKey',
      rule: 'must be a non-empty string',
      value: apiKey,
    })

  const warned = new Set<string>()
  const warn = (warning: ClientWarning) => {
    const key = warning.key ?? `${warning.code}\u0000${warning.message}`
    // Some warnings are about the environment, not the client: once per process and base URL, so
    // clients re-created by StrictMode, remounts or several providers do not repeat them.
    const seen = processWideCodes.has(warning.code) ? processWarned : warned
    const seenKey = seen === processWarned ? `${baseUrl}\u0000${warning.code}\u0000${warning.key ?? ''}` : key
    if (seen.has(seenKey)) return
    seen.add(seenKey)
    if (onWarning) onWarning(warning)
    else console.warn(`[crosspay] ${warning.message}`)
  }

  if (apiKey && isBrowser())
    warn({
      code: 'api-key-in-browser',
      message:
        'createClient was given an apiKey in a browser: API keys belong on a server. Serve the @crosspay/core/server proxy and point baseUrl at it instead.',
    })

  async function request<schema extends z.core.$ZodType>(
    options: ClientRequestParameters<schema>,
  ): Promise<z.output<schema>> {
    const method = options.method ?? 'GET'
    const endpoint = `${method} ${options.path}`
    const search = options.query ? toSearchParams(options.query).toString() : ''
    const url = `${baseUrl}${options.path}${search ? `?${search}` : ''}`
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders }
    if (options.body !== undefined) headers['content-type'] = 'application/json'
    if (apiKey) {
      if (authScheme === 'bearer') headers.authorization = `Bearer ${apiKey}`
      else headers['x-api-key'] = apiKey
    }
    // Call the global fetch through globalThis: an unbound `fetch` throws "Illegal invocation" in browsers.
    const doFetch =
      parameters.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init))

    // Custom fetches (in-process simulators, test doubles) may ignore the signal: check it ourselves too.
    options.signal?.throwIfAborted()
    // The parser (zod) and a lazily given schema load while the request travels: they stay out of the host's
    // first load and cost no latency. Caught here so that a failed request leaves no unhandled rejection.
    const parsing = Promise.all([
      loadResponseParsing(),
      typeof options.schema === 'function' ? options.schema() : options.schema,
    ])
    parsing.catch(() => {})
    let response: Response
    try {
      response = await doFetch(url, {
        method,
        headers,
        ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
      })
    } catch (error) {
      // Cancellation is not a failure of the service: let AbortError through untouched.
      if (options.signal?.aborted || (error instanceof Error && error.name === 'AbortError')) throw error
      throw new HttpRequestError({
        status: 0,
        url,
        method,
        cause: error,
        shortMessage: `${endpoint} failed: the service could not be reached.`,
      })
    }
    options.signal?.throwIfAborted()
    options.onResponse?.(response)

    const text = await response.text()
    let body: unknown = text
    let jsonError: unknown
    try {
      body = text === '' ? undefined : JSON.parse(text)
    } catch (error) {
      jsonError = error
    }

    if (!response.ok) {
      const error =
        response.status === 429
          ? new RateLimitError({ url, method, body, retryAfter: retryAfterSeconds(response) })
          : new HttpRequestError({ status: response.status, url, method, body })
      throw options.mapError ? options.mapError(error) : error
    }
    if (jsonError !== undefined || body === undefined)
      throw new ResponseShapeError({
        endpoint,
        cause: jsonError ?? new SyntaxError('Empty response body'),
      })

    const [{ parseResponse }, schema] = await parsing.catch((cause: unknown) => {
      // The validation chunk did not load (the network dropped, a deploy replaced it): a transient failure of the
      // host's network, typed and retried like one; the answer is never used unchecked.
      throw new HttpRequestError({
        status: 0,
        url,
        method,
        cause,
        shortMessage: `${endpoint} answered, but its answer could not be checked: the code that validates it did not load.`,
      })
    })
    const { data, unknownValues } = parseResponse(schema, body, endpoint)
    for (const { field, value, dropped } of unknownValues)
      if (dropped)
        warn({
          code: 'invalid-record',
          message: `${endpoint} returned an invalid ${field} (${value}); it was left out, the rest is used.`,
          data: { endpoint, field, issue: value },
        })
      else
        warn({
          code: 'unknown-value',
          message: `${endpoint} returned an unknown ${field} "${value}"; it is kept as a string. A newer @crosspay/core may know it.`,
          data: { endpoint, field, value },
        })
    return data
  }

  const client: CrosspayClient = {
    baseUrl,
    hasApiKey: Boolean(apiKey),
    backoff,
    ...(apiKey ? { keyId: fingerprint(apiKey) } : {}),
    request,
    warn,
  }
  // A client carries functions, which cannot cross from a React Server Component to a Client Component. React's
  // serializer (like JSON.stringify) calls toJSON first: what crosses is this marker, without the functions or the
  // key, and CrosspayProvider recognises it and names the fix. Not enumerable: spreads and Object.keys skip it.
  Object.defineProperty(client, 'toJSON', {
    value: () => ({ crosspayClient: { baseUrl, hasApiKey: client.hasApiKey } }),
  })
  return client
}

function normaliseBaseUrl(value: unknown): string {
  const invalid = () =>
    new InvalidParameterError({
      parameter: 'baseUrl',
      rule: 'must be an absolute http(s) URL or a path starting with "/"',
      value,
    })
  if (typeof value !== 'string') throw invalid()
  const trimmed = value.trim().replace(/\/+$/, '')
  if (value.trim().startsWith('/')) {
    if (value.trim().startsWith('//')) throw invalid()
    return trimmed
  }
  let url: URL
  try {
    url = new URL(trimmed)
  } catch {
    throw invalid()
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid()
  if (url.search || url.hash) throw invalid()
  return trimmed
}

function retryAfterSeconds(response: Response): number | undefined {
  const header = response.headers.get('retry-after')
  if (!header) return undefined
  const seconds = Number(header)
  if (Number.isFinite(seconds)) return seconds
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.round((date - Date.now()) / 1000))
}
