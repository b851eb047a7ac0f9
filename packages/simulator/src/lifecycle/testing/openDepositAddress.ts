import type { DepositAddressInfo } from '../../model/types'

/**
 * Test fixture: a request's open deposit address at `address`, nothing received yet (no depositor, no deposit
 * transaction, no recovery address): what a `useDepositAddress` quote stores before the user pays.
 *
 * @example
 * const req = createTestRequest(sim.ctx, { depositAddress: openDepositAddress('0x4444444444444444444444444444444444444444') })
 */
export function openDepositAddress(address: string): DepositAddressInfo {
  return { address, type: 'open', depositor: null, depositTxHash: null, recoveryAddress: null }
}
