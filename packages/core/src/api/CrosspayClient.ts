// Types of the client that every action takes as its first argument. Types only.
import type * as z from 'zod/mini'
import type { HttpRequestError } from '../errors/HttpRequestError'

/**
 * A warning the client surfaces once, through `onWarning` or `console.warn`: `api-key-in-browser` and
 * `deprecated-endpoint` once per process and base URL, the others once per client and `key`.
 */
export type ClientWarning = {
  /**
   * What kind of warning:
   * - `api-key-in-browser`: a client with an `apiKey` was created in a browser.
   * - `deprecated-endpoint`: a deprecated endpoint (`GET /requests/v2`) was called.
   * - `unknown-value`: a response carried an enum value this version does not know (kept as a string).
   * - `invalid-record`: a list element that does not fit its schema (a chain record of `GET /chains`) was left out;
   *   the rest of the answer is used.
   * - `quote-parameters`: quote parameters that are accepted but do not do what they seem to (`data.code` says which).
   * - `execution-not-saved`: the storage refused an execution's record (full, private mode): it is kept in memory
   *   for this page only.
   */
  code:
    | 'api-key-in-browser'
    | 'deprecated-endpoint'
    | 'unknown-value'
    | 'invalid-record'
    | 'quote-parameters'
    | 'execution-not-saved'
  /** Human-readable text. */
  message: string
  /** Structured data about the warning (the field and value, the successor and sunset, …). */
  data?: Record<string, unknown> | undefined
  /** What makes two warnings "the same" for the once rule. Defaults to `code` + `message` (per client), `code` (per process). */
  key?: string | undefined
}

/** What {@link CrosspayClient.request} needs to send one request and parse its answer. */
export type ClientRequestParameters<schema extends z.core.$ZodType> = {
  /** HTTP method. Defaults to `GET`. */
  method?: 'GET' | 'POST' | undefined
  /** Path below the base URL, starting with `/`. */
  path: string
  /** Query string. Values that are `undefined` are left out. */
  query?: URLSearchParams | Record<string, string | number | boolean | undefined> | undefined
  /** JSON body (POST). */
  body?: unknown
  /**
   * Schema the 2xx body must satisfy: any zod 4 schema (`zod/mini`, as the kit uses, or classic `zod`), or a
   * function loading one (`() => import('./mySchema').then((m) => m.mySchema)`): the client starts loading it,
   * and the parser, as the request leaves, so validation code stays out of a host's first load without delaying
   * the answer.
   */
  schema: schema | (() => Promise<schema>)
  /** Cancels the request. */
  signal?: AbortSignal | undefined
  /** Called with every response (any status) before it is checked: for headers such as `Deprecation`. */
  onResponse?: ((response: Response) => void) | undefined
  /** Replaces the error thrown for a non-2xx response (for example with a clearer `shortMessage`). */
  mapError?: ((error: HttpRequestError) => Error) | undefined
}

/**
 * A configured connection to the service (or to the integrator's proxy, or to the simulator).
 * Create it with `createClient`; pass it to every action (`getQuote(client, …)`).
 */
export type CrosspayClient = {
  /** Base URL, normalised without a trailing slash. Part of every query key. */
  baseUrl: string
  /** Whether requests carry an API key (the key itself is not exposed). */
  hasApiKey: boolean
  /**
   * Fingerprint of the API key (8 hex chars of FNV-1a), present only when there is a key. Part of every
   * query key, so clients with different keys on one `QueryClient` (a changed `apiKey`, tenants on a
   * server) never share cache entries; the key itself never enters a query key. Not a secret, not a hash
   * to verify keys with.
   */
  keyId?: string | undefined
  /**
   * Backoff of every query on this client after a transient failure (see `createClient`'s `backoff`).
   * Absent on clients made by hand: the queries then use 1 s doubling up to 30 s.
   */
  backoff?: { baseMs: number; maxMs: number } | undefined
  /**
   * Sends one request and returns the parsed body. Throws `HttpRequestError` (non-2xx),
   * `RateLimitError` (429) or `ResponseShapeError` (not JSON, or not the expected shape).
   * Used by the actions; rarely needed directly.
   */
  request<schema extends z.core.$ZodType>(
    parameters: ClientRequestParameters<schema>,
  ): Promise<z.output<schema>>
  /** Surfaces a warning once (see {@link ClientWarning}: per client, or per process and base URL). */
  warn(warning: ClientWarning): void
}
