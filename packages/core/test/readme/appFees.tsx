import { type QuoteParameters, useAppBalance, useQuote } from '@crosspay/core'
import { useClaimAppFees } from '@crosspay/core/execution'

export function Fees({ body, wallet, usdc }: { body: QuoteParameters; wallet: `0x${string}`; usdc: string }) {
  useQuote({ ...body, appFees: [{ recipient: wallet, fee: '50' }] }) // earn 0.5% of each request that succeeds
  const { claimable } = useAppBalance({ wallet }) // per currency: one claim's most, within what holds leave
  const claim = useClaimAppFees() // your wallet signs; the payout is sent on chain
  const collect = () => claim.mutate({ wallet, chainId: 8453, currency: usdc, recipient: wallet })
  return <button type="button" onClick={collect}>{`Claim ${claimable[0]?.claimable ?? 0n}`}</button>
}
