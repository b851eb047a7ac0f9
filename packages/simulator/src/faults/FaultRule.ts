/**
 * One injected fault: which requests it hits and what they get instead of (or on top of) the normal answer.
 * Set through `POST /__sim/faults`, `SimulatorOptions.faults` or a story's `parameters.crosspay.faults`.
 */
export type FaultRule = {
  /**
   * Which endpoint: an exact path (`/chains`, `/intents/status/v3`, `/quote/v2`), or a prefix ending in `*`
   * (`/app-fees/*`). Per chain RPC: `/__sim/rpc/8453`. Defaults to every endpoint but `/__sim/*` controls.
   */
  path?: string | undefined
  /** Only this method (`GET`, `POST`). Defaults to any. */
  method?: string | undefined
  /**
   * Only JSON-RPC requests (a chain RPC path) that call this method, such as `eth_getTransactionReceipt` (a batch
   * is hit when any of its calls is). Defaults to any request.
   */
  rpcMethod?: string | undefined
  /**
   * What happens:
   * - `latency`: the answer comes `latencyMs` later (real time), otherwise unchanged;
   * - `status`: an error answer with `status` (a 5xx by default 503) and the service's `{message}` body;
   * - `rateLimit`: 429 `{message}`, with `Retry-After: retryAfter` when given (seconds or an HTTP date);
   * - `reset`: the connection drops before any answer (a network failure for the client);
   * - `truncate`: the real answer's body cut in half (status and headers kept);
   * - `malformed`: a 200 whose body is an HTML error page, not JSON;
   * - `hostile`: the real answer with every `name`, `displayName` and `symbol` made hostile (right-to-left
   *   override, zero-width and bidi isolate characters, 10,000 characters long), every `decimals` -1 when
   *   `hostile` is `decimals`, and every explorer / logo URL a `javascript:` URL.
   */
  kind: 'latency' | 'status' | 'rateLimit' | 'reset' | 'truncate' | 'malformed' | 'hostile'
  /** `latency` (and added before any other kind): ms to wait before answering. Defaults to 0. */
  latencyMs?: number | undefined
  /** `status`: the HTTP status. Defaults to 503. */
  status?: number | undefined
  /** `rateLimit`: the `Retry-After` header, seconds (a number) or an HTTP date (a string). Defaults to none. */
  retryAfter?: number | string | undefined
  /** `hostile`: `names` (the default: names and symbols only) or `decimals` (names, symbols and decimals -1). */
  hostile?: 'names' | 'decimals' | undefined
  /** Share of matching requests hit, 0–1 (seeded, so a run repeats). Defaults to 1. */
  probability?: number | undefined
  /** Hit only this many matching requests, then the rule is spent. Defaults to unlimited. */
  times?: number | undefined
}
