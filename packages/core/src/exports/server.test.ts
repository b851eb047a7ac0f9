import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { exportedNames } from '../../test/exportedNames'
import { createProxyHandler } from '../server/createProxyHandler'
import * as server from './server'

describe('@crosspay/core/server entry', () => {
  test('default', async () => {
    expect(Object.keys(await import('./server')).sort()).toMatchInlineSnapshot(`
      [
        "SvmFeePayerRefusal",
        "checkCrossSite",
        "createFulfillmentWorker",
        "createMerchant",
        "createMerchantWebhookHandler",
        "createProxyHandler",
        "createRateLimiter",
        "createReconciler",
        "createRequestReader",
        "createSqlMerchantStore",
        "decideOrderPayment",
        "defaultProxyRoutes",
        "fromPgPool",
        "merchantMigrations",
        "migrateMerchantStore",
        "proxyRoutes",
        "reconcileOrders",
        "signSvmDepositAsFeePayer",
        "verifyWebhook",
      ]
    `)
  })

  test('behavior: the public type names are pinned too', () => {
    const names = exportedNames(fileURLToPath(new URL('./server.ts', import.meta.url)))
    expect(names.filter((n) => n.startsWith('type '))).toMatchInlineSnapshot(`
      [
        "type ApplyPaymentResult",
        "type ClaimedFulfillment",
        "type CreateFulfillmentWorkerParameters",
        "type CreateMerchantOrderParameters",
        "type CreateMerchantParameters",
        "type CreateMerchantWebhookHandlerParameters",
        "type CreateProxyHandlerParameters",
        "type CreateProxyHandlerReturnType",
        "type CreateReconcilerParameters",
        "type CreateRequestReaderParameters",
        "type CreateSqlMerchantStoreParameters",
        "type CrossSiteRefusal",
        "type FulfillmentWorker",
        "type Merchant",
        "type MerchantMigration",
        "type MerchantOrder",
        "type MerchantOrderState",
        "type MerchantSqlClient",
        "type MerchantSqlResult",
        "type MerchantStore",
        "type MerchantWebhookHandler",
        "type MerchantWebhookResult",
        "type OnOrderPaid",
        "type OrderPaymentDecision",
        "type PgPoolLike",
        "type ProxyCorsOptions",
        "type ProxyFetch",
        "type ProxyMethod",
        "type ProxyRoute",
        "type ProxySponsorshipPolicy",
        "type ProxyTransformQuote",
        "type ProxyTransformResponse",
        "type RateLimiterOptions",
        "type ReconcileOrdersParameters",
        "type ReconcileOrdersResult",
        "type Reconciler",
        "type RequestPayment",
        "type RequestPaymentAmount",
        "type RequestReader",
        "type SignSvmDepositAsFeePayerParameters",
        "type VerifyWebhookBody",
      ]
    `)
  })

  test('behavior: the entry re-exports the implementations, not copies', () => {
    expect(server.createProxyHandler).toBe(createProxyHandler)
  })
})
