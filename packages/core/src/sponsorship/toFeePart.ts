import { usdToMicro } from '../utils/usdToMicro'
import type { FeePart, SponsorshipFee } from './types'

/** A quote fee as smallest units and micro-USD; a missing or malformed fee is 0. */
export function toFeePart(fee: SponsorshipFee | null | undefined): FeePart {
  return {
    amount: /^[0-9]+$/.test(fee?.amount ?? '') ? BigInt(fee!.amount) : 0n,
    micro: usdToMicro(fee?.amountUsd),
  }
}
