// Types of the sponsorship description (a types-only file: it exports several types).
import type { QuoteParameters, SponsoredFeeComponent } from '../quote/QuoteParameters'

/** An amount in a currency's smallest unit plus its USD value (a decimal string). */
export type SponsorshipAmount = {
  /** Integer amount in the smallest unit (for USD totals: 6-decimal USD units). */
  amount: string
  /** USD value, a decimal string. */
  amountUsd: string
}

/** One fee of a quote response, structurally (the zod-inferred `Quote` type fits). */
export type SponsorshipFee = {
  /** Integer amount in the smallest unit of `currency`. */
  amount: string
  /** USD value; a missing value counts as 0. */
  amountUsd?: string | undefined
  /** The currency the fee is charged in (only `decimals` and `symbol` are read). */
  currency?: { chainId?: number; address?: string; symbol?: string; decimals?: number } | undefined
}

/** The part of a quote response sponsorship depends on (structural: a parsed `Quote` fits). */
export type SponsorshipQuote = {
  /** The quote's fee components and, when sponsorship applied, `subsidized`. */
  fees: {
    gas?: SponsorshipFee | null | undefined
    relayer?: SponsorshipFee | null | undefined
    relayerGas?: SponsorshipFee | null | undefined
    relayerService?: SponsorshipFee | null | undefined
    app?: SponsorshipFee | null | undefined
    subsidized?: { amount: string; amountUsd: string } | null | undefined
  }
  /** Read for `swapImpact.usd` (the swap cost, when the service reports it): the `swap` component. */
  details?: unknown
  /** Read for an `approve` transaction step: the first approval of a permit flow, not sponsored (rule 10). */
  steps?: readonly { id?: string | undefined; kind?: string | undefined }[] | undefined
}

/** The quote body fields the rules read. */
export type SponsorshipQuoteParameters = Pick<
  QuoteParameters,
  'user' | 'originChainId' | 'destinationChainId'
> &
  Partial<
    Pick<
      QuoteParameters,
      | 'originCurrency'
      | 'destinationCurrency'
      | 'subsidizeFees'
      | 'maxSubsidizationAmount'
      | 'subsidizeRent'
      | 'depositFeePayer'
      | 'sponsoredFeeComponents'
      | 'useDepositAddress'
      | 'usePermit'
      | 'topupGas'
    >
  >

/** A fee component of the quote response (`fees.*`). */
export type QuoteFeeComponent = 'gas' | 'relayer' | 'relayerGas' | 'relayerService' | 'app'

/** A fee component of the request record (`data.feeSponsorship.*.components`). */
export type RecordFeeComponent = 'execution' | 'swap' | 'platform' | 'app'

/** Who pays a fee: the sponsor's app balance, the user, both (a cap was hit), or the SVM deposit fee payer. */
export type SponsorshipPayer = 'sponsor' | 'user' | 'split' | 'depositFeePayer'

/** How one fee is shared between sponsor and user. */
export type SponsorshipShare = {
  /** Whether this component is among those sponsored (`sponsoredFeeComponents`, or all that are coverable). */
  selected: boolean
  /** The whole fee. */
  total: SponsorshipAmount
  /** The part drawn from the sponsor's app balance. */
  sponsored: SponsorshipAmount
  /** The part the user pays (`total − sponsored`). */
  userPays: SponsorshipAmount
  /** Who pays it. */
  payer: SponsorshipPayer
  /** Why it is paid this way, in one sentence. */
  reason: string
}

/** Something sponsorship does not cover on this request, and why. */
export type SponsorshipExclusion = {
  /**
   * What is not covered: origin-chain gas, app fees, the first approval of a permit flow, the rent of an
   * associated token account, or `everything`: no sponsorship was asked (`subsidizeFees` not true), an
   * unsponsored rent makes the user pay all fees (rule 6), or a deposit-address request exceeds the cap (rule 9).
   */
  item: 'originGas' | 'appFees' | 'permitApproval' | 'rent' | 'everything'
  /** Why, in one sentence. */
  reason: string
}

/** What {@link describeSponsorship} returns. */
export type SponsorshipDescription = {
  /** `subsidizeFees: true` was sent. */
  requested: boolean
  /** The sponsor pays something on this request. */
  active: boolean
  /** The components sponsorship is limited to (what `subsidizeFees` covers when none were sent). */
  selectedComponents: SponsoredFeeComponent[]
  /** The cap in 6-decimal USD units and as USD, or null without one. */
  cap: { amount: string; amountUsd: string } | null
  /** The coverable fees exceeded the cap. */
  capHit: boolean
  /** What the sponsor pays in total: expected `fees.subsidized` (amount in 6-decimal USD units, like the cap). */
  sponsoredTotal: SponsorshipAmount
  /** What the user pays of the destination fees (execution, platform, swap), in 6-decimal USD units. */
  userPaysTotal: SponsorshipAmount
  /** Per quote fee component. `relayer` is the sum of `relayerGas` and `relayerService`. */
  fees: Record<QuoteFeeComponent, SponsorshipShare>
  /**
   * Per request-record component (`feeSponsorship.quoted.components`). `swap` comes from `details.swapImpact.usd`
   * (0 when the quote has none) and its amount is in 6-decimal USD units.
   */
  components: Record<RecordFeeComponent, SponsorshipShare>
  /** Everything not covered, with the reason (origin gas, app fees, permit approval, rent, …). */
  notCovered: SponsorshipExclusion[]
  /** Rent of an associated token account (SVM destination). */
  rent: { required: boolean; sponsored: boolean; reason: string }
  /**
   * The SVM deposit fee payer: pays the fees and rent of the origin deposit transaction (not the destination's
   * token account rent), signs first, never draws on the app balance.
   */
  depositFeePayer: { address: string; paysOriginGas: boolean; drawsOnAppBalance: false } | null
  /** A deposit-address request: no `sponsoredFeeComponents`, and above the cap nothing is sponsored. */
  depositAddress: boolean
  /** The quote's own `fees.subsidized`, when present. */
  quoted: SponsorshipAmount | null
  /** Whether `quoted` agrees with `sponsoredTotal.amountUsd` (within 0.000001 USD); null when the quote has none. */
  matchesQuote: boolean | null
}

/** Internal: one fee as an amount in its currency's smallest unit and its value in micro-USD. */
export type FeePart = { amount: bigint; micro: bigint }

/** Internal: what the quote body asks for and which rules apply to it (rules 1, 6, 7, 8, 9). */
export type SponsorshipRules = {
  /** `subsidizeFees` is true. */
  requested: boolean
  /** A deposit-address request (rule 9: components ignored, all or nothing under a cap). */
  depositAddress: boolean
  /** The components the body selects (its own list, or every coverable one, rent with `subsidizeRent`). */
  selectedComponents: SponsoredFeeComponent[]
  /** The origin is an SVM chain (a `depositFeePayer` applies, rule 8). */
  originSvm: boolean
  /** The destination needs an associated token account (rent). */
  requiresRent: boolean
  /** That rent is sponsored (`subsidizeRent` with `subsidizeFees` and `rent` selected). */
  rentSponsored: boolean
  /** Rule 6: rent is needed and not sponsored, so the user pays every fee. */
  rentFallback: boolean
  /** Anything may be sponsored at all. */
  eligible: boolean
}

/** Internal: the fee totals and the sponsor's share of each (rules 1, 2, 3, 9). */
export type SponsorshipAllocation = {
  /** Whether `relayerGas`/`relayerService` are reported apart (else `relayer` is execution). */
  split: boolean
  totals: Record<RecordFeeComponent, FeePart>
  sponsored: Record<RecordFeeComponent, FeePart>
  /** The cap in micro-USD, or null without one. */
  capMicro: bigint | null
  capHit: boolean
  /** What the sponsor pays in all, micro-USD. */
  sponsoredMicro: bigint
  /** What the user pays of the coverable components, micro-USD. */
  userPaysMicro: bigint
  /** Rent sponsored without `execution` (covered out of relayerGas), micro-USD. */
  rentMicro: bigint
}
