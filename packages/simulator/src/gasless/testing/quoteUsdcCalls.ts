import type { Hex } from 'viem'
import { expect } from 'vitest'
import type { Simulator } from '../../app/createSimulator'
import { addresses } from '../../config/addresses'
import { postTestQuote } from '../../quote/testing/postTestQuote'

/**
 * Test-only helper (src/gasless/testing/: never imported by the service): quotes a USDC bridge 8453 → 10 of `amount`
 * for `user` on `sim` (checked answered 200) and returns the request id and the quote's transaction calls, the calls a
 * gasless batch signs.
 */
export async function quoteUsdcCalls(
  sim: Simulator,
  user: Hex,
  amount: bigint,
): Promise<{ requestId: Hex; calls: { to: Hex; data: Hex }[] }> {
  const { status, body } = await postTestQuote(sim, {
    user,
    originCurrency: addresses.stablecoin,
    destinationCurrency: addresses.stablecoin,
    amount: amount.toString(),
  })
  expect(status).toBe(200)
  // biome-ignore lint/suspicious/noExplicitAny: the quote's JSON steps, read field by field
  const calls = (body.steps as any[]).flatMap((s) =>
    // biome-ignore lint/suspicious/noExplicitAny: as above
    s.kind === 'transaction' ? s.items.map((i: any) => ({ to: i.data.to, data: i.data.data })) : [],
  ) as { to: Hex; data: Hex }[]
  return { requestId: body.steps.at(-1).requestId as Hex, calls }
}
