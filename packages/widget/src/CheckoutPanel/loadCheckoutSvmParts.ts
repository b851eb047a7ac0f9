import type { CheckoutSvmParts } from './checkoutSvmParts'

/**
 * The checkout's Solana parts (`checkoutSvmParts`) with a dynamic `import()`: a bundler gives them their own chunk,
 * loaded with `useLoaded` once the service lists a Solana chain that takes deposits.
 */
export function loadCheckoutSvmParts(): Promise<CheckoutSvmParts> {
  return import('./checkoutSvmParts').then((module) => module.checkoutSvmParts)
}
