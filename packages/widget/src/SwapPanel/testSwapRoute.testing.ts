// Test fixture of the panel's tests (not part of the package).
import { testAddresses } from '@crosspay/test/browser'
import { emptySwapValue } from './emptySwapValue'
import type { SwapValue } from './SwapValue'

/** A native bridge from chain 8453 to chain 10, no amount yet: the route most panel tests start from. */
export const testSwapRoute: SwapValue = {
  ...emptySwapValue,
  originChainId: 8453,
  originCurrency: testAddresses.native,
  destinationChainId: 10,
  destinationCurrency: testAddresses.native,
}
