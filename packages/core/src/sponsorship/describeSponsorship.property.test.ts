import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import type { SponsoredFeeComponent } from '../quote/QuoteParameters'
import { usdToMicro } from '../utils/usdToMicro'
import { describeSponsorship } from './describeSponsorship'

const usd = fc.bigInt({ min: 0n, max: 10_000_000_000n }).map((micro) => ({
  amount: (micro * 1_000_000_000_000n).toString(),
  amountUsd: `${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`,
}))
const quote = fc.record({ gas: usd, relayerGas: usd, relayerService: usd, app: usd, swap: usd }).map((f) => ({
  fees: { gas: f.gas, relayerGas: f.relayerGas, relayerService: f.relayerService, app: f.app },
  details: { swapImpact: { usd: `-${f.swap.amountUsd}` } },
}))
const parameters = fc.record(
  {
    subsidizeFees: fc.boolean(),
    maxSubsidizationAmount: fc.bigInt({ min: 0n, max: 20_000_000_000n }).map(String),
    useDepositAddress: fc.boolean(),
    sponsoredFeeComponents: fc.subarray<SponsoredFeeComponent>(['execution', 'swap', 'relay', 'app', 'rent']),
  },
  { requiredKeys: [] },
)
const base = {
  user: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  originChainId: 8453,
  destinationChainId: 10,
}
const micro = (a: { amountUsd: string }) => usdToMicro(a.amountUsd)

describe('describeSponsorship properties', () => {
  test('behavior: shares add up, the cap and the rules bound what the sponsor pays', () => {
    fc.assert(
      fc.property(parameters, quote, (p, q) => {
        const d = describeSponsorship({ ...base, ...p }, q)
        let sponsored = 0n
        for (const c of ['execution', 'swap', 'platform', 'app'] as const) {
          const share = d.components[c]
          expect(micro(share.sponsored) + micro(share.userPays)).toBe(micro(share.total))
          expect(micro(share.sponsored) >= 0n && micro(share.userPays) >= 0n).toBe(true)
          if (!share.selected) expect(micro(share.sponsored)).toBe(0n)
          sponsored += micro(share.sponsored)
        }
        expect(micro(d.sponsoredTotal)).toBe(sponsored)
        expect(micro(d.components.app.sponsored)).toBe(0n) // rule 10
        expect(d.fees.gas.payer).toBe('user') // rule 4
        if (p.subsidizeFees !== true) expect(sponsored).toBe(0n)
        if (p.maxSubsidizationAmount !== undefined)
          expect(sponsored <= BigInt(p.maxSubsidizationAmount)).toBe(true) // rules 1, 2
        if (d.capHit && p.useDepositAddress) expect(sponsored).toBe(0n) // rule 9
        if (d.capHit && !p.useDepositAddress) expect(sponsored).toBe(BigInt(p.maxSubsidizationAmount!)) // rule 2
        if (p.subsidizeFees && p.maxSubsidizationAmount === undefined) expect(d.capHit).toBe(false) // rule 3
      }),
    )
  })
})
