import { microToUsd } from '../utils/microToUsd'
import type { FeePart, SponsorshipAmount, SponsorshipShare } from './types'

const amountOf = (p: FeePart): SponsorshipAmount => ({
  amount: p.amount.toString(),
  amountUsd: microToUsd(p.micro),
})

/**
 * How one fee is shared: the sponsor pays `sponsored`, the user the rest. The payer is `user` when nothing is
 * sponsored, `split` when the user still pays part, else `sponsor`, unless `payer` says otherwise.
 */
export function toShare(
  total: FeePart,
  sponsored: FeePart,
  selected: boolean,
  reason: string,
  payer?: SponsorshipShare['payer'],
): SponsorshipShare {
  const user = { amount: total.amount - sponsored.amount, micro: total.micro - sponsored.micro }
  return {
    selected,
    total: amountOf(total),
    sponsored: amountOf(sponsored),
    userPays: amountOf(user),
    payer:
      payer ??
      (sponsored.micro === 0n && sponsored.amount === 0n ? 'user' : user.micro > 0n ? 'split' : 'sponsor'),
    reason,
  }
}
