/**
 * Internal: Uniswap's Permit2, at the same address on every chain (lower-case). The real service asks for a one-time
 * approval of it in permit flows (the sample `postSignatureExtraSteps`): approving it lets nobody move funds by
 * itself, since every transfer then needs a permit the user signs, whose spender and amount are checked in turn.
 */
export const permit2Address = '0x000000000022d473030f116ddee9f6b43ac78ba3'
