import type { SponsoredFeeComponent } from '../quote/QuoteParameters'

/** HTTP methods a proxy route may allow. */
export type ProxyMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * One allowed `{method, path}` pair of {@link createProxyHandler}. `path` is an upstream path starting
 * with `/`; a segment `:name` matches one path segment of letters, digits, `_` or `-` (an address).
 * Query strings are not part of the path: any query is forwarded.
 */
export interface ProxyRoute {
  /** The HTTP method, upper case. */
  method: ProxyMethod
  /** The upstream path, such as `/quote/v2` or `/app-fees/:wallet/balances`. */
  path: string
}

/** Cross-origin settings of {@link createProxyHandler}. */
export interface ProxyCorsOptions {
  /**
   * Origins allowed to call the proxy from a browser: `'*'`, one origin, a list, or a predicate.
   * Same-origin deployments (a Next.js route handler on the dApp's own domain) need no CORS at all. The origins
   * named here (not `'*'`) may also send state-changing requests (see `allowedOrigins`); `'*'` opens reads only.
   */
  origin: '*' | string | readonly string[] | ((origin: string) => boolean)
  /** Seconds a browser may cache a preflight answer. Defaults to 600. */
  maxAge?: number
}

/**
 * The server's fee sponsorship policy for quotes through {@link createProxyHandler} (its `sponsorship`
 * option): the proxy applies it to every `POST /quote/v2` and `POST /quote` body, whatever the browser sent.
 * It sets `subsidizeFees: true`, caps `maxSubsidizationAmount` at this policy's value, and replaces the
 * client's `subsidizeRent` and `sponsoredFeeComponents` with the policy's choices. Sponsored cost is drawn
 * from the API key's app balance (interface rule 5).
 */
export interface ProxySponsorshipPolicy {
  /**
   * Largest amount sponsored per quote, in 6-decimal USD units as the decimal string of an integer
   * (`'1000000'` = 1.00 USD). A client may ask for a lower cap, never a higher one (compared as integers).
   * Required: an uncapped policy would let any visitor spend the app balance.
   */
  maxSubsidizationAmount: string
  /**
   * Also sponsor the rent of an associated token account on an SVM destination (`subsidizeRent: true`); the
   * client's `subsidizeRent` is ignored. Defaults to `false` (a request needing the account then falls back
   * to user-paid fees, interface rule 6).
   */
  subsidizeRent?: boolean
  /**
   * Sponsor only these fee components (`sponsoredFeeComponents`); the client's list is ignored. A deposit-address
   * request is then refused by the service (rule 9). Defaults to every component `subsidizeFees` covers (the
   * field is not sent).
   */
  sponsoredFeeComponents?: readonly SponsoredFeeComponent[]
}

/**
 * The `transformQuote` hook of {@link createProxyHandler}: receives a quote body (already parsed and passed
 * through the `sponsorship` policy) and the incoming request (its body is already read: use `body`), and
 * returns the body to send upstream, or a `Response` to answer the caller without contacting the service.
 */
export type ProxyTransformQuote = (
  body: Record<string, unknown>,
  request: Request,
) => Record<string, unknown> | Response | Promise<Record<string, unknown> | Response>

/**
 * `transformResponse` of `createProxyHandler`: the relayed answer (key already redacted) and the normalised path
 * and method it answers; returns the response to send.
 */
export type ProxyTransformResponse = (
  response: Response,
  context: { path: string; method: string; request: Request },
) => Response | Promise<Response>
