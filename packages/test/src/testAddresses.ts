import { addresses } from '@crosspay/simulator'

/**
 * Test fixture: addresses the simulator accepts, for quote parameters written by hand
 * (the EVM ones the same on 8453 and 10; the SVM ones on 792703809).
 */
export const testAddresses = {
  /** An EVM user: anvil account #0. */
  user: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  /** The simulator's 6-decimal stablecoin on every EVM chain. */
  usdc: addresses.stablecoin,
  /** An EVM chain's native currency (the all-zero address). */
  native: addresses.native,
  /** A valid base58 SVM address, used as an SVM user or recipient. */
  svmUser: 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe',
  /** USDC mint on the SVM chain. */
  svmUsdc: addresses.svmUsdc,
  /** SOL, the SVM chain's native currency. */
  svmNative: addresses.svmNative,
  /** Another valid base58 SVM address, used as a `depositFeePayer`. */
  svmPayer: 'DpsTry1111111111111111111111111111111111111',
} as const
