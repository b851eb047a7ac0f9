// Test helper of the AppBalanceCard tests (not part of the package).
import { type CrosspayClient, fastFill, getQuote } from '@crosspay/core'
import { testAddresses, testQuoteBody } from '@crosspay/test'

/**
 * A 25 USDC request of `user` (8453 to 10) fast-filled with `client`'s key: with demo-key, a 25 USD hold on the
 * sponsor's app balance.
 */
export async function holdFastFill(client: CrosspayClient, user: string): Promise<void> {
  const quote = await getQuote(
    client,
    testQuoteBody({
      user,
      originCurrency: testAddresses.usdc,
      destinationCurrency: testAddresses.usdc,
      amount: '25000000',
    }),
  )
  await fastFill(client, { requestId: quote.steps[0]!.requestId! })
}
