/** USD price of one whole unit, by symbol: the simulator's price table. */
export const defaultPrices: Record<string, number> = {
  ETH: 3000,
  SOL: 150,
  USDC: 1,
  USDT: 1,
  DAI: 1,
}
