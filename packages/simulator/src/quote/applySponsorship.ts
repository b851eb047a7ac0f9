import type { SponsorshipComponent, SponsorshipComponentResult, SponsorshipResult } from '../model/types'
import { formatUsd6 } from './formatUsd6'

/** What {@link applySponsorship} needs: the request's sponsorship options and its fee costs in 6-decimal USD. */
export interface SponsorshipInput {
  subsidizeFees: boolean
  subsidizeRent: boolean
  /** The cap, 6-decimal USD units, or null (no cap: rule 3). */
  maxSubsidizationAmount: bigint | null
  /** `sponsoredFeeComponents` of the body (`execution`, `swap`, `relay`, `app`, `rent`), or null when absent. */
  sponsoredFeeComponents: string[] | null
  /** A deposit-address request (rule 9: all or nothing against the cap). */
  useDepositAddress: boolean
  /** An SVM-origin request with a `depositFeePayer` (rule 8). */
  depositFeePayer: boolean
  /** A permit-based flow whose quote carries its first approval (rule 10: that approval is not sponsored). */
  usePermit: boolean
  /** Fee costs, 6-decimal USD units. `execution` excludes rent; `rent` is 0 when no associated token account is needed. */
  costsUsd6: { execution: bigint; rent: bigint; swap: bigint; platform: bigint; app: bigint }
}

const order: SponsorshipComponent[] = ['execution', 'platform', 'swap', 'app']
const money = (usd6: bigint) => ({ amount: usd6.toString(), amountUsd: formatUsd6(usd6) })

/**
 * The ten sponsorship rules of the interface, as a pure function. Every amount of the result is in
 * 6-decimal USD units (`amount`, comparable with `maxSubsidizationAmount`) with its decimal `amountUsd`.
 *
 * - Sponsorship needs `subsidizeFees: true`; `sponsoredFeeComponents` narrows it (`relay` = `platform`);
 *   without it, execution (destination gas incl. gas top-up: rule 4), platform and swap are covered.
 * - Rule 1/3: total at or below the cap, or no cap: the selected components are covered in full.
 * - Rule 2: over the cap the sponsor pays exactly the cap (execution first, then platform, then swap), `capHit`.
 * - Rule 4/10: origin-chain gas is never a component; app fees are never sponsored even when selected;
 *   the first approval of a permit flow is user-paid (notes in `notCovered`).
 * - Rule 6: an SVM destination needing an associated token account (`costsUsd6.rent > 0`) whose rent is not
 *   sponsored (`subsidizeRent` false, or `sponsoredFeeComponents` given without `rent`) falls back to
 *   user-paid fees: nothing is sponsored.
 * - Rule 7: `subsidizeRent` without `subsidizeFees` sponsors nothing, not even the rent.
 * - Rule 8: a `depositFeePayer` pays the origin transaction itself; it changes nothing here (no app-balance draw).
 * - Rule 9: deposit-address requests are all or nothing: over the cap nothing is sponsored (`capHit` true).
 * - Rule 5 (drawing on the key's app balance) is the caller's part: it checks `sponsoredTotal` against the balance.
 */
export function applySponsorship(input: SponsorshipInput): SponsorshipResult {
  const { costsUsd6: costs } = input
  const notCovered: string[] = ['origin-chain gas (rule 4)', 'app fees (rule 10)']
  if (input.depositFeePayer)
    notCovered[0] = 'origin-chain gas: paid by depositFeePayer, not drawn on the app balance (rule 8)'
  if (input.usePermit) notCovered.push('first approval transaction of the permit flow (rule 10)')

  const listed = input.sponsoredFeeComponents
  const selected = new Set<SponsorshipComponent>()
  if (input.subsidizeFees) {
    if (listed) {
      for (const c of listed) {
        if (c === 'relay') selected.add('platform')
        else if (c === 'execution' || c === 'swap' || c === 'app') selected.add(c)
      }
    } else {
      selected.add('execution').add('platform').add('swap')
    }
  } else if (input.subsidizeRent) {
    notCovered.push('rent: subsidizeRent has no effect without subsidizeFees (rule 7)')
  }

  const needsRent = costs.rent > 0n
  const rentSelected = input.subsidizeFees && input.subsidizeRent && (!listed || listed.includes('rent'))
  // Rule 6: the request needs rent the sponsor does not cover, so it falls back to user-paid fees.
  const fallback = input.subsidizeFees && needsRent && !rentSelected
  if (fallback)
    notCovered.push(
      'all fees: the request needs an associated token account whose rent is not sponsored (rule 6)',
    )

  const totals: Record<SponsorshipComponent, bigint> = {
    execution: costs.execution + costs.rent,
    platform: costs.platform,
    swap: costs.swap,
    app: costs.app,
  }
  const wanted: Record<SponsorshipComponent, bigint> = { execution: 0n, platform: 0n, swap: 0n, app: 0n }
  if (input.subsidizeFees && !fallback) {
    if (selected.has('execution')) wanted.execution = costs.execution + (rentSelected ? costs.rent : 0n)
    else if (rentSelected) wanted.execution = costs.rent
    if (selected.has('platform')) wanted.platform = costs.platform
    if (selected.has('swap')) wanted.swap = costs.swap
    // app fees: never sponsored, even when selected (rule 10)
  }
  const wantedTotal = order.reduce((sum, c) => sum + wanted[c], 0n)
  const cap = input.maxSubsidizationAmount
  const capHit = cap !== null && wantedTotal > cap && wantedTotal > 0n

  const sponsored: Record<SponsorshipComponent, bigint> = { ...wanted }
  if (capHit) {
    if (input.useDepositAddress) {
      for (const c of order) sponsored[c] = 0n // rule 9: all or nothing
      notCovered.push(
        'all fees: a deposit-address request over maxSubsidizationAmount is not sponsored (rule 9)',
      )
    } else {
      let left = cap
      for (const c of order) {
        const take = wanted[c] < left ? wanted[c] : left
        sponsored[c] = take
        left -= take
      }
    }
  }

  const components = {} as Record<SponsorshipComponent, SponsorshipComponentResult>
  let sponsoredTotal = 0n
  let userPaysTotal = 0n
  for (const c of order) {
    sponsoredTotal += sponsored[c]
    userPaysTotal += totals[c] - sponsored[c]
    components[c] = {
      selected: selected.has(c),
      total: { ...money(totals[c]), amountFormatted: formatUsd6(totals[c]) },
      sponsored: money(sponsored[c]),
      userPays: money(totals[c] - sponsored[c]),
    }
  }
  return {
    selectedComponents: [...selected],
    maxSubsidizationAmount: cap === null ? null : cap.toString(),
    capHit,
    components,
    sponsoredTotal: money(sponsoredTotal),
    userPaysTotal: money(userPaysTotal),
    rentSponsored:
      rentSelected && !fallback && needsRent && sponsoredTotal > 0n && !(capHit && input.useDepositAddress),
    notCovered,
  }
}
