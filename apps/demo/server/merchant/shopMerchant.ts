/**
 * The demo shop's sample item and terms: a field notebook for exactly 25 USDC (the simulator's 6-decimal
 * stablecoin, the same address on every chain) on Base (8453), paid to an address nobody else uses, so its balance
 * moves only when the shop is paid.
 */
export const shopMerchant = {
  item: 'Field notebook',
  recipient: '0x000000000000000000000000000000000000c0de',
  chainId: 8453,
  currency: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  amount: '25000000',
} as const
