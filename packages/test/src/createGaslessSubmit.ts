import { createProxyHandler, proxyRoutes } from '@crosspay/core/server'

/**
 * Test fixture: the integrator's server for gasless payments: core's proxy (`createProxyHandler`) to the service at
 * `upstream` with the demo key, the user and gasless routes allowed and sponsorship capped at
 * `maxSubsidizationAmount`; returns the `gasless.submit` a page calls (a `POST /execute` of `body` through it).
 * `fetch` reaches the upstream (global `fetch` unless given).
 *
 * @example
 * const submit = createGaslessSubmit({ upstream: server.baseUrl, maxSubsidizationAmount: '1000000' })
 * render(<SwapPanel gasless={{ submit }} … />)
 */
export function createGaslessSubmit(options: {
  upstream: string
  maxSubsidizationAmount: string
  fetch?: typeof fetch
}): (body: unknown) => Promise<Response> {
  const proxy = createProxyHandler({
    upstream: options.upstream,
    apiKey: 'demo-key',
    allow: [...proxyRoutes.user, ...proxyRoutes.gasless],
    sponsorship: { maxSubsidizationAmount: options.maxSubsidizationAmount },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  return (body) =>
    proxy(
      new Request('http://app.test/execute', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    )
}
