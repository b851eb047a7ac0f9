/**
 * Test-only addresses (src/quote/testing/: never imported by the service) of SVM users in the quote tests: valid
 * base58 accounts that hold nothing on the simulated chain.
 */
export const svmTestAddresses = {
  /** An SVM user (origin payer or recipient). */
  user: 'F7p3dFrjRTbtRp8FRF6qHLomXbKRBzpvBLjtQcfcgmNe',
  /** Another SVM account, used as a `depositFeePayer`. */
  depositFeePayer: 'DpsTry1111111111111111111111111111111111111',
} as const
