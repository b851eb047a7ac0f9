import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../test/exportedNames'
import { createProxyHandler } from '../server/createProxyHandler'
import * as server from './server'

describe('@crosspay/core/server entry', () => {
  test('default', async () => {
    expect(Object.keys(await import('./server')).sort()).toMatchInlineSnapshot(`
      [
        "checkCrossSite",
        "createProxyHandler",
        "createRateLimiter",
        "defaultProxyRoutes",
        "proxyRoutes",
        "verifyWebhook",
      ]
    `)
  })

  test('behavior: the public type names are pinned too', () => {
    const names = exportedNames(fileURLToPath(new URL('./server.ts', import.meta.url)))
    expect(names.filter((n) => n.startsWith('type '))).toMatchInlineSnapshot(`
      [
        "type CreateProxyHandlerParameters",
        "type CreateProxyHandlerReturnType",
        "type CrossSiteRefusal",
        "type ProxyCorsOptions",
        "type ProxyFetch",
        "type ProxyMethod",
        "type ProxyRoute",
        "type ProxySponsorshipPolicy",
        "type ProxyTransformQuote",
        "type ProxyTransformResponse",
        "type RateLimiterOptions",
        "type VerifyWebhookBody",
      ]
    `)
  })

  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(server.createProxyHandler).toBe(createProxyHandler)
  })
})
