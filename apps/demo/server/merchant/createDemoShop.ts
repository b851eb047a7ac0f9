import type { DemoBackend } from '../startBackend'
import { createShopRoutes } from './createShopRoutes'
import { shopMerchant } from './shopMerchant'

/**
 * The demo's shop on its backend: the sample item paid to {@link shopMerchant}, request records read from the
 * service with the server's key, deliveries verified with the webhook `secret`.
 */
export function createDemoShop(backend: Pick<DemoBackend, 'upstream' | 'apiKey'>, secret: string) {
  return createShopRoutes({
    upstream: backend.upstream,
    apiKey: backend.apiKey,
    secret,
    merchant: shopMerchant,
  })
}
