import { applyGaslessPolicy } from './applyGaslessPolicy'
import { applySponsorshipPolicy } from './applySponsorshipPolicy'
import { checkCrossSite } from './checkCrossSite'
import { clientAddressOf } from './clientAddressOf'
import { createRateLimiter } from './createRateLimiter'
import { errorResponse } from './errorResponse'
import { readLimitedBody } from './readLimitedBody'
import { relayResponse } from './relayResponse'
import {
  type CreateProxyHandlerParameters,
  type ResolvedProxyOptions,
  resolveProxyOptions,
} from './resolveProxyOptions'
import { secretForms } from './secretForms'
import { withTimeout } from './withTimeout'

export type { CreateProxyHandlerParameters } from './resolveProxyOptions'

/**
 * A Fetch API request handler: `(request, info?) => Promise<Response>`; `info.remoteAddress` is the client's
 * socket address, for the per-client rate limit (Node: `req.socket.remoteAddress`; Hono on Node:
 * `getConnInfo(c).remote.address`). Other fields are ignored, so it can be exported as a Next.js route handler (whose
 * second argument is `{ params }`: requests there share one bucket unless `rateLimit.trustedProxies` is set).
 */
export type CreateProxyHandlerReturnType = (
  request: Request,
  info?: { remoteAddress?: string | undefined; [other: string]: unknown },
) => Promise<Response>

/** Response headers the browser may read cross-origin (the service's deprecation signals). */
const exposedHeaders = 'Deprecation, Sunset, Link'

/**
 * Creates a server-side proxy to the crosspay service that holds the API key, so the key never
 * reaches the browser. Point the kit's client at the proxy's URL.
 *
 * The handler is a plain Fetch API function: use it from a Next.js route handler
 * (`export const GET = (request: Request) => handler(request)`), Hono (`app.all('/api/crosspay/*', (c) => handler(c.req.raw))`),
 * `@hono/node-server`, Bun, Deno or a Worker.
 *
 * It forwards only the allowed `{method, path}` pairs (403 for other paths, 405 for other methods
 * of an allowed path), keeps query strings and bodies, removes client-sent credentials (`x-api-key`,
 * `authorization`, `cookie`) and injects the key as `x-api-key` (or a bearer token). Every upstream
 * status, 429 included, is passed through with its body; the key is never echoed: response headers whose
 * name or value holds it (or one of its URL-, JSON- or `\uXXXX`-escaped forms) are dropped, and it is replaced
 * by `[redacted]` in every body whatever its content type (bodies are buffered for that; only
 * `text/event-stream` is streamed, redacted chunk by chunk with a key split across chunks still caught).
 * Bodies are requested with `accept-encoding: identity`; a gzip or deflate body is decompressed before it is
 * redacted, and any other `content-encoding` (such as `br`) is answered 502 `UPSTREAM_ENCODING` without the
 * body. Preflights are answered by the proxy itself according to `cors`.
 *
 * State-changing requests (every method but `GET`) must, from a browser, come from the proxy's own origin or one of
 * `allowedOrigins` (else 403 `ORIGIN_NOT_ALLOWED`) and be `application/json` (else 415 `UNSUPPORTED_MEDIA_TYPE`),
 * see `checkCrossSite`: another site's page cannot spend through the proxy. A body still
 * arriving after `bodyTimeoutMs` is cut off (408 `REQUEST_TIMEOUT`).
 *
 * Quote bodies (`POST /quote/v2`, `POST /quote`) must be JSON objects (else 400 `INVALID_INPUT`, the
 * service is not contacted) and pass the server's `sponsorship` policy, then `transformQuote`: by default
 * the proxy strips the sponsorship fields, so a visitor cannot spend the key's app balance.
 *
 * A gasless batch (`POST /execute`, when `allow` has `proxyRoutes.gasless`) must be a JSON object too; its
 * `executionOptions.subsidizeFees` is the `sponsorship` policy's (`applyGaslessPolicy`), never the browser's.
 *
 * Websocket upgrades (the status stream at `/ws`) are not proxied: through the proxy, leave
 * `useRequestStatus`'s `websocket` option off and the hook polls `GET /intents/status/v3` instead.
 *
 * @param parameters - {@link CreateProxyHandlerParameters}; `upstream` and `apiKey` are required.
 * @returns The request handler.
 * @throws InvalidParameterError naming the bad option when the options are invalid (an `apiKey` shorter
 * than 8 characters included: it could not be redacted from responses).
 *
 * @example
 * ```ts
 * // app/api/crosspay/[...path]/route.ts
 * const handler = createProxyHandler({
 *   upstream: 'https://api.crosspay.example',
 *   apiKey: process.env.CROSSPAY_API_KEY!,
 *   prefix: '/api/crosspay',
 * })
 * // Not `export { handler as GET }`: Next checks a route handler's second parameter against its own context.
 * export const GET = (request: Request) => handler(request)
 * export { GET as POST, GET as OPTIONS }
 * ```
 */
export function createProxyHandler(parameters: CreateProxyHandlerParameters): CreateProxyHandlerReturnType {
  const options = resolveProxyOptions(parameters)
  const limiter = options.rateLimit ? createRateLimiter(options.rateLimit) : undefined

  return async function proxyHandler(request, info): Promise<Response> {
    const url = new URL(request.url)
    const method = request.method.toUpperCase()
    const origin = request.headers.get('origin')
    const cors = corsHeaders(options, origin)

    // Normalised before routing (`//` and a trailing `/` dropped), so what is checked, transformed and sent is
    // one path. The proxy's own errors never echo what the client sent.
    const path = stripPrefix(normalisePath(url.pathname), options.prefix)
    if (path === undefined) return errorResponse(404, { message: 'Not found', errorCode: 'NOT_FOUND' }, cors)
    const allowed = allowedMethods(options, path)
    if (allowed.length === 0)
      return errorResponse(403, { message: 'Route not allowed', errorCode: 'ROUTE_NOT_ALLOWED' }, cors)

    if (method === 'OPTIONS') return preflight(options, request, allowed, cors)
    if (!allowed.includes(method))
      return errorResponse(
        405,
        { message: 'Method not allowed on this route', errorCode: 'METHOD_NOT_ALLOWED' },
        { ...cors, allow: allowed.join(', ') },
      )
    // Cross-site request forgery: a state-changing request must be JSON and, from a browser, of an allowed origin.
    const refusal = checkCrossSite(request, (o) => mayChangeState(options, o))
    if (refusal) {
      await request.body?.cancel().catch(() => undefined)
      return errorResponse(refusal.status, { message: refusal.message, errorCode: refusal.errorCode }, cors)
    }
    const limited = await rateLimited(options, limiter, request, info?.remoteAddress, cors)
    if (limited) return limited

    const headers = new Headers()
    for (const [name, value] of request.headers)
      if (options.forwardHeaders.has(name.toLowerCase())) headers.set(name, value)
    if (options.authScheme === 'bearer') headers.set('authorization', `Bearer ${options.apiKey}`)
    else headers.set('x-api-key', options.apiKey)
    // Ask for an unencoded body, which can be redacted as it comes (an encoded one is decoded first).
    headers.set('accept-encoding', 'identity')

    // Forward the path as matched (empty segments dropped), so what is checked is what is sent.
    const canonical = `/${path
      .split('/')
      .filter((s) => s !== '')
      .join('/')}`

    let body: Uint8Array | undefined
    if (method !== 'GET') {
      // Streamed with a limit: 413 as soon as it is passed, chunked or not, never buffered beyond it.
      const read = await readLimitedBody(request, {
        maxBytes: options.maxBodyBytes,
        timeoutMs: options.bodyTimeoutMs,
      })
      if (read === 'too-large') return tooLarge(options, cors)
      if (read === 'aborted')
        return errorResponse(
          400,
          { message: 'The request body was cut short', errorCode: 'INVALID_INPUT' },
          cors,
        )
      if (read === 'timeout')
        return errorResponse(
          408,
          { message: 'The request body did not arrive in time', errorCode: 'REQUEST_TIMEOUT' },
          cors,
        )
      body = read.byteLength ? read : undefined
    }

    if (method === 'POST' && canonical === '/execute') {
      let parsed: unknown
      try {
        parsed = JSON.parse(new TextDecoder().decode(body))
      } catch {}
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return errorResponse(
          400,
          { message: 'Invalid body: expected a JSON object', errorCode: 'INVALID_INPUT' },
          cors,
        )
      body = new TextEncoder().encode(
        JSON.stringify(applyGaslessPolicy(parsed as Record<string, unknown>, options.sponsorship)),
      )
      headers.set('content-type', 'application/json')
      headers.delete('content-length')
    }
    if (method === 'POST' && /^\/quote(\/v2)?$/.test(canonical)) {
      let parsed: unknown
      try {
        parsed = JSON.parse(new TextDecoder().decode(body))
      } catch {}
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return errorResponse(
          400,
          { message: 'Invalid body: expected a JSON object', errorCode: 'INVALID_INPUT' },
          cors,
        )
      let quote = applySponsorshipPolicy(parsed as Record<string, unknown>, options.sponsorship)
      if (options.transformQuote) {
        const result = await options.transformQuote(quote, request)
        if (result instanceof Response) return relayResponse(result, options.secrets, cors)
        quote = result
      }
      body = new TextEncoder().encode(JSON.stringify(quote))
      headers.set('content-type', 'application/json')
      headers.delete('content-length')
    }
    const deadline = withTimeout(request.signal, options.timeoutMs)
    try {
      const upstream = await options.fetch(`${options.upstream}${canonical}${url.search}`, {
        method,
        headers,
        ...(body ? { body: body as Uint8Array<ArrayBuffer> } : {}),
        redirect: 'manual',
        signal: deadline.signal,
      })
      // An error may echo what the client sent: every path segment and query value is redacted from it like the
      // key, so an error reads the same whether a guess was the key or not.
      const secrets =
        upstream.status >= 400 ? [...options.secrets, ...inputForms(canonical, url)] : options.secrets
      const relayed = await relayResponse(upstream, secrets, cors)
      return options.transformResponse
        ? await options.transformResponse(relayed, { path: canonical, method, request })
        : relayed
    } catch (error) {
      return upstreamFailure(error, cors)
    } finally {
      // Buffered bodies are read by now; a streamed body stays tied to the client only.
      deadline.clear()
    }
  }
}

/** 429 `RATE_LIMITED` (the body left unread) when the client has used its window, else undefined. */
async function rateLimited(
  options: ResolvedProxyOptions,
  limiter: ReturnType<typeof createRateLimiter> | undefined,
  request: Request,
  remoteAddress: string | undefined,
  cors: Record<string, string>,
): Promise<Response | undefined> {
  if (!limiter || !options.rateLimit) return undefined
  const client = clientAddressOf(request, remoteAddress, options.rateLimit.trustedProxies)
  const { ok, retryAfterSeconds } = limiter.take(client ?? 'unknown')
  if (ok) return undefined
  await request.body?.cancel().catch(() => undefined)
  return errorResponse(
    429,
    { message: 'Too many requests: try again later', errorCode: 'RATE_LIMITED' },
    { ...cors, 'retry-after': String(retryAfterSeconds) },
  )
}

/** 504 when the service did not answer in time, else 502. */
function upstreamFailure(error: unknown, cors: Record<string, string>): Response {
  const timedOut = error instanceof DOMException && error.name === 'TimeoutError'
  return timedOut
    ? errorResponse(
        504,
        { message: 'The service did not answer in time', errorCode: 'UPSTREAM_TIMEOUT' },
        cors,
      )
    : errorResponse(
        502,
        { message: 'The service could not be reached', errorCode: 'UPSTREAM_UNAVAILABLE' },
        cors,
      )
}

/** A path with repeated and trailing slashes removed (`/api//chains/` → `/api/chains`). */
function normalisePath(pathname: string): string {
  const collapsed = pathname.replace(/\/{2,}/g, '/')
  return collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed
}

/** What the client put in a request (path segments, query values) of 8 characters or more, in every escaped form. */
function inputForms(path: string, url: URL): string[] {
  const values = [...path.split('/'), ...url.searchParams.values()].filter(
    (v) => v.length >= 8 && !/\s/.test(v),
  )
  return values.flatMap(secretForms)
}

/** The path below the mount prefix, or undefined when the request is outside it. */
function stripPrefix(pathname: string, prefix: string): string | undefined {
  if (!prefix) return pathname
  if (pathname === prefix) return '/'
  if (pathname.startsWith(`${prefix}/`)) return pathname.slice(prefix.length)
  return undefined
}

/** Methods allowed on `path` (empty when the path matches no route). */
function allowedMethods(options: ResolvedProxyOptions, path: string): string[] {
  const segments = path.split('/').filter((s) => s !== '')
  const found = new Set<string>()
  for (const route of options.allow) {
    if (route.segments.length !== segments.length) continue
    const match = route.segments.every((expected, i) => {
      const actual = segments[i] ?? ''
      return expected.startsWith(':') ? /^[A-Za-z0-9_-]+$/.test(actual) : expected === actual
    })
    if (match) found.add(route.method)
  }
  return [...found]
}

/** Whether a browser origin other than the proxy's own may send state-changing requests: listed in `allowedOrigins`, or named by `cors.origin` (its `'*'` opens reads only). */
function mayChangeState(options: ResolvedProxyOptions, origin: string): boolean {
  if (options.allowedOrigins.includes(origin)) return true
  if (options.cors === false) return false
  const rule = options.cors.origin
  if (rule === '*') return false
  return typeof rule === 'function'
    ? rule(origin)
    : typeof rule === 'string'
      ? rule === origin
      : rule.includes(origin)
}

/** CORS headers for an allowed origin; empty when CORS is off or the origin is not allowed. */
function corsHeaders(options: ResolvedProxyOptions, origin: string | null): Record<string, string> {
  if (options.cors === false) return {}
  if (!origin) return { vary: 'Origin' }
  const rule = options.cors.origin
  const ok =
    rule === '*' ||
    (typeof rule === 'function'
      ? rule(origin)
      : typeof rule === 'string'
        ? rule === origin
        : rule.includes(origin))
  if (!ok) return { vary: 'Origin' }
  return {
    'access-control-allow-origin': rule === '*' ? '*' : origin,
    'access-control-expose-headers': exposedHeaders,
    vary: 'Origin',
  }
}

/** Answers a CORS preflight itself; it is never forwarded. */
function preflight(
  options: ResolvedProxyOptions,
  request: Request,
  allowed: string[],
  cors: Record<string, string>,
): Response {
  if (!cors['access-control-allow-origin'])
    return errorResponse(
      403,
      { message: 'Origin not allowed', errorCode: 'ORIGIN_NOT_ALLOWED' },
      { vary: 'Origin' },
    )
  const requested = request.headers.get('access-control-request-method')?.toUpperCase()
  if (requested && !allowed.includes(requested))
    return errorResponse(
      405,
      { message: `Method ${requested} not allowed`, errorCode: 'METHOD_NOT_ALLOWED' },
      cors,
    )
  const maxAge = options.cors === false ? 600 : (options.cors.maxAge ?? 600)
  return new Response(null, {
    status: 204,
    headers: {
      ...cors,
      'access-control-allow-methods': allowed.join(', '),
      'access-control-allow-headers': [...options.forwardHeaders].join(', '),
      'access-control-max-age': String(maxAge),
    },
  })
}

function tooLarge(options: ResolvedProxyOptions, cors: Record<string, string>): Response {
  return errorResponse(
    413,
    { message: `Request body larger than ${options.maxBodyBytes} bytes`, errorCode: 'PAYLOAD_TOO_LARGE' },
    cors,
  )
}
