import { addresses } from '@crosspay/simulator'

/** The shop's terms in the tests: 25 sUSDC on 8453 to an address nobody else uses. */
export const testTerms = {
  recipient: '0x000000000000000000000000000000000000c0de',
  chainId: 8453,
  currency: addresses.stablecoin as string,
  amount: '25000000',
}
