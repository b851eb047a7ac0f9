/**
 * Uniswap's Calibur, the one EIP-7702 delegate the gasless path ever authorizes: pinned here, never read from a
 * quote, a chain record or a response (an authorization to any other contract would hand it the account).
 */
export const caliburAddress = '0x000000009B1D0aF20D8C6d0A44e162d11F9b8f00' as const
