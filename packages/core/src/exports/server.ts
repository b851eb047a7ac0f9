// Server entry of @crosspay/core (`@crosspay/core/server`): the API-key proxy, the webhook verifier and the
// merchant side (orders, webhooks, fulfillment, reconciliation on SQL; the database driver is the caller's).
// Uses only Fetch API and Web Crypto globals, so it runs in Node 20, Next.js (node and edge), Hono,
// Bun, Deno and Workers. The browser entry (./index) never reaches this file.

export type { CrossSiteRefusal } from '../server/checkCrossSite'
export { checkCrossSite } from '../server/checkCrossSite'
export type { CreateProxyHandlerParameters, CreateProxyHandlerReturnType } from '../server/createProxyHandler'
export { createProxyHandler } from '../server/createProxyHandler'
export type { RateLimiterOptions } from '../server/createRateLimiter'
export { createRateLimiter } from '../server/createRateLimiter'
export { defaultProxyRoutes } from '../server/defaultProxyRoutes'
export type {
  CreateFulfillmentWorkerParameters,
  FulfillmentWorker,
  OnOrderPaid,
} from '../server/merchant/createFulfillmentWorker'
export { createFulfillmentWorker } from '../server/merchant/createFulfillmentWorker'
export type { CreateMerchantParameters, Merchant } from '../server/merchant/createMerchant'
export { createMerchant } from '../server/merchant/createMerchant'
export type {
  CreateMerchantWebhookHandlerParameters,
  MerchantWebhookHandler,
  MerchantWebhookResult,
} from '../server/merchant/createMerchantWebhookHandler'
export { createMerchantWebhookHandler } from '../server/merchant/createMerchantWebhookHandler'
export type { CreateReconcilerParameters, Reconciler } from '../server/merchant/createReconciler'
export { createReconciler } from '../server/merchant/createReconciler'
export type { CreateRequestReaderParameters, RequestReader } from '../server/merchant/createRequestReader'
export { createRequestReader } from '../server/merchant/createRequestReader'
export type { CreateSqlMerchantStoreParameters } from '../server/merchant/createSqlMerchantStore'
export { createSqlMerchantStore } from '../server/merchant/createSqlMerchantStore'
export type { OrderPaymentDecision } from '../server/merchant/decideOrderPayment'
export { decideOrderPayment } from '../server/merchant/decideOrderPayment'
export type { PgPoolLike } from '../server/merchant/fromPgPool'
export { fromPgPool } from '../server/merchant/fromPgPool'
export type { MerchantOrder, MerchantOrderState } from '../server/merchant/MerchantOrder'
export type { MerchantSqlClient, MerchantSqlResult } from '../server/merchant/MerchantSqlClient'
export type {
  ApplyPaymentResult,
  ClaimedFulfillment,
  CreateMerchantOrderParameters,
  MerchantStore,
} from '../server/merchant/MerchantStore'
export type { MerchantMigration } from '../server/merchant/merchantMigrations'
export { merchantMigrations } from '../server/merchant/merchantMigrations'
export { migrateMerchantStore } from '../server/merchant/migrateMerchantStore'
export type { RequestPayment, RequestPaymentAmount } from '../server/merchant/RequestPayment'
export type { ReconcileOrdersParameters, ReconcileOrdersResult } from '../server/merchant/reconcileOrders'
export { reconcileOrders } from '../server/merchant/reconcileOrders'
export { proxyRoutes } from '../server/proxyRoutes'
export type { ProxyFetch } from '../server/resolveProxyOptions'
export { SvmFeePayerRefusal } from '../server/SvmFeePayerRefusal'
export type { SignSvmDepositAsFeePayerParameters } from '../server/signSvmDepositAsFeePayer'
export { signSvmDepositAsFeePayer } from '../server/signSvmDepositAsFeePayer'
export type {
  ProxyCorsOptions,
  ProxyMethod,
  ProxyRoute,
  ProxySponsorshipPolicy,
  ProxyTransformQuote,
  ProxyTransformResponse,
} from '../server/types'
export type { VerifyWebhookBody } from '../server/verifyWebhook'
export { verifyWebhook } from '../server/verifyWebhook'
