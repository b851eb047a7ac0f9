import { expectTypeOf, test } from 'vitest'
import {
  type CreateProxyHandlerParameters,
  type CreateProxyHandlerReturnType,
  createProxyHandler,
  defaultProxyRoutes,
  type ProxyCorsOptions,
  type ProxyFetch,
  type ProxyMethod,
  type ProxyRoute,
  type ProxySponsorshipPolicy,
  type ProxyTransformQuote,
  proxyRoutes,
  type VerifyWebhookBody,
  verifyWebhook,
} from '../exports/server'

const required = { upstream: 'https://api.crosspay.example', apiKey: 'key-0123456789' }

test('default: createProxyHandler returns a Fetch API handler', () => {
  type Handler = (
    request: Request,
    info?: { remoteAddress?: string | undefined; [other: string]: unknown },
  ) => Promise<Response>
  expectTypeOf(createProxyHandler).returns.toEqualTypeOf<Handler>()
  expectTypeOf<CreateProxyHandlerReturnType>().toEqualTypeOf<Handler>()
  expectTypeOf(createProxyHandler(required)).toBeCallableWith(new Request('http://app.test/chains'))
  expectTypeOf(createProxyHandler(required)).toBeCallableWith(new Request('http://app.test/chains'), {
    remoteAddress: '203.0.113.7',
  })
  // A Next.js route handler's context fits too.
  expectTypeOf(createProxyHandler(required)).toBeCallableWith(new Request('http://app.test/chains'), {
    params: Promise.resolve({ path: ['chains'] }),
  })
})

test('parameters: createProxyHandler takes CreateProxyHandlerParameters; only upstream and apiKey are required', () => {
  expectTypeOf(createProxyHandler).parameters.toEqualTypeOf<[parameters: CreateProxyHandlerParameters]>()
  expectTypeOf<keyof CreateProxyHandlerParameters>().toEqualTypeOf<
    | 'upstream'
    | 'apiKey'
    | 'allowedOrigins'
    | 'bodyTimeoutMs'
    | 'allow'
    | 'prefix'
    | 'authScheme'
    | 'fetch'
    | 'cors'
    | 'forwardHeaders'
    | 'maxBodyBytes'
    | 'timeoutMs'
    | 'sponsorship'
    | 'transformQuote'
    | 'transformResponse'
    | 'rateLimit'
  >()
  expectTypeOf(createProxyHandler).toBeCallableWith(required)
  // @ts-expect-error apiKey is required
  createProxyHandler({ upstream: required.upstream })
  // @ts-expect-error upstream is required
  createProxyHandler({ apiKey: required.apiKey })
  expectTypeOf<CreateProxyHandlerParameters['upstream']>().toEqualTypeOf<string>()
  expectTypeOf<CreateProxyHandlerParameters['apiKey']>().toEqualTypeOf<string>()
  expectTypeOf<CreateProxyHandlerParameters['prefix']>().toEqualTypeOf<string | undefined>()
  expectTypeOf<CreateProxyHandlerParameters['authScheme']>().toEqualTypeOf<
    'x-api-key' | 'bearer' | undefined
  >()
  expectTypeOf<CreateProxyHandlerParameters['fetch']>().toEqualTypeOf<ProxyFetch | undefined>()
  expectTypeOf<CreateProxyHandlerParameters['cors']>().toEqualTypeOf<ProxyCorsOptions | false | undefined>()
  expectTypeOf<CreateProxyHandlerParameters['forwardHeaders']>().toEqualTypeOf<
    readonly string[] | undefined
  >()
  expectTypeOf<CreateProxyHandlerParameters['maxBodyBytes']>().toEqualTypeOf<number | undefined>()
  expectTypeOf<CreateProxyHandlerParameters['timeoutMs']>().toEqualTypeOf<number | undefined>()
  expectTypeOf<CreateProxyHandlerParameters['sponsorship']>().toEqualTypeOf<
    ProxySponsorshipPolicy | false | undefined
  >()
  expectTypeOf<CreateProxyHandlerParameters['transformQuote']>().toEqualTypeOf<
    ProxyTransformQuote | undefined
  >()
})

test('parameters: allow is a readonly list of ProxyRoute {method, path}', () => {
  expectTypeOf<CreateProxyHandlerParameters['allow']>().toEqualTypeOf<readonly ProxyRoute[] | undefined>()
  expectTypeOf<ProxyRoute>().toEqualTypeOf<{ method: ProxyMethod; path: string }>()
  expectTypeOf<ProxyMethod>().toEqualTypeOf<'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'>()
  expectTypeOf(defaultProxyRoutes).toEqualTypeOf<readonly ProxyRoute[]>()
  expectTypeOf(proxyRoutes.user).toExtend<readonly ProxyRoute[]>()
  expectTypeOf(proxyRoutes.integrator).toExtend<readonly ProxyRoute[]>()
  expectTypeOf(createProxyHandler).toBeCallableWith({
    ...required,
    allow: [...proxyRoutes.user, ...proxyRoutes.integrator, { method: 'GET', path: '/requests/v3' }],
  })
  // @ts-expect-error methods are upper case
  createProxyHandler({ ...required, allow: [{ method: 'get', path: '/chains' }] })
  // @ts-expect-error a route needs a path
  createProxyHandler({ ...required, allow: [{ method: 'GET' }] })
})

test('parameters: fetch, cors, sponsorship and transformQuote shapes', () => {
  expectTypeOf<ProxyFetch>().toEqualTypeOf<(input: string, init: RequestInit) => Promise<Response>>()
  expectTypeOf<ProxyCorsOptions['origin']>().toEqualTypeOf<
    '*' | string | readonly string[] | ((origin: string) => boolean)
  >()
  expectTypeOf<ProxyCorsOptions['maxAge']>().toEqualTypeOf<number | undefined>()
  expectTypeOf<ProxySponsorshipPolicy['maxSubsidizationAmount']>().toEqualTypeOf<string>()
  expectTypeOf<ProxySponsorshipPolicy['subsidizeRent']>().toEqualTypeOf<boolean | undefined>()
  expectTypeOf<ProxySponsorshipPolicy['sponsoredFeeComponents']>().toEqualTypeOf<
    readonly ('execution' | 'swap' | 'relay' | 'app' | 'rent')[] | undefined
  >()
  expectTypeOf<ProxyTransformQuote>().parameters.toEqualTypeOf<
    [body: Record<string, unknown>, request: Request]
  >()
  expectTypeOf<ProxyTransformQuote>().returns.toEqualTypeOf<
    Record<string, unknown> | Response | Promise<Record<string, unknown> | Response>
  >()
  // @ts-expect-error the sponsorship cap is required
  createProxyHandler({ ...required, sponsorship: { subsidizeRent: true } })
})

test('default: verifyWebhook resolves to a boolean', () => {
  expectTypeOf(verifyWebhook).returns.toEqualTypeOf<Promise<boolean>>()
})

test('parameters: verifyWebhook takes the raw body, the x-signature header and the secret', () => {
  expectTypeOf(verifyWebhook).parameters.toEqualTypeOf<
    [rawBody: VerifyWebhookBody, signatureHeader: string | null | undefined, secret: string]
  >()
  expectTypeOf<VerifyWebhookBody>().toEqualTypeOf<string | Uint8Array | ArrayBuffer>()
  const request = new Request('http://app.test/hooks', { method: 'POST' })
  expectTypeOf(verifyWebhook).toBeCallableWith('{}', request.headers.get('x-signature'), 'secret')
  expectTypeOf(verifyWebhook).toBeCallableWith(new Uint8Array(), undefined, 'secret')
  expectTypeOf(verifyWebhook).toBeCallableWith(new ArrayBuffer(0), 'sha256=00', 'secret')
  // @ts-expect-error parsed JSON is not a raw body
  verifyWebhook({ id: 1 }, 'sha256=00', 'secret')
  // @ts-expect-error the secret is required
  verifyWebhook('{}', 'sha256=00')
})
