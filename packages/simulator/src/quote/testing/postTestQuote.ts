import type { Simulator } from '../../app/createSimulator'

/** Anvil account #0: the user of the quote tests. */
const user = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/**
 * Test-only helper (src/quote/testing/: never imported by the service): posts a quote body (a native 8453 → 10 bridge of 0.01 ETH by anvil account #0, merged with
 * `overrides`; a value of `undefined` removes the field) to an in-process simulator. `key` defaults to
 * `demo-key`; pass null to send none; `headers` adds request headers. Returns the status and the parsed JSON body.
 */
export async function postTestQuote(
  sim: Simulator,
  overrides: Record<string, unknown> = {},
  options: { key?: string | null; path?: string; headers?: Record<string, string> } = {},
  // biome-ignore lint/suspicious/noExplicitAny: a test helper returning arbitrary JSON for assertions
): Promise<{ status: number; body: any }> {
  const body: Record<string, unknown> = {
    user,
    originChainId: 8453,
    destinationChainId: 10,
    originCurrency: '0x0000000000000000000000000000000000000000',
    destinationCurrency: '0x0000000000000000000000000000000000000000',
    amount: '10000000000000000',
    tradeType: 'EXACT_INPUT',
    ...overrides,
  }
  for (const k of Object.keys(body)) if (body[k] === undefined) delete body[k]
  const key = options.key === undefined ? 'demo-key' : options.key
  const res = await sim.fetch(`http://sim${options.path ?? '/quote/v2'}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(key ? { 'x-api-key': key } : {}), ...options.headers },
  })
  return { status: res.status, body: await res.json() }
}
