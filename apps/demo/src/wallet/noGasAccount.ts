/**
 * The development wallet's no-gas account: a public test key (keccak256("crosspay demo no-gas account"), never for
 * real funds) that the demo server funds with USDC on Base (local) and no ETH at all. Its key lives in the page, as an
 * embedded wallet's does, so it can sign the EIP-7702 upgrade: it pays without gas.
 */
export const noGasAccount = {
  address: '0x2974EBaECB9C5DF1Cb9b2504d431c394998Ba2BC',
  privateKey: '0xf8a4db1a1d5b66cf1fc98a52bef916203e6b45b405a6da32cd0dfb37b9448480',
} as const
