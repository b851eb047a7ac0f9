import type {
  QuoteBody,
  RequestFeature,
  RequestStatus,
  RequestType,
  SponsorshipResult,
  SupportedCurrency,
} from '../model/types'
import { applySponsorship } from '../quote/applySponsorship'
import { toSponsorshipOptions } from '../quote/toSponsorshipOptions'

const statuses: RequestStatus[] = [
  'success',
  'failure',
  'refund',
  'pending',
  'waiting',
  'depositing',
  'submitted',
]

/** Every `failReason` of the interface except `N/A` (v3 never returns it). */
const failReasons = `UNKNOWN SLIPPAGE AMOUNT_TOO_LOW_TO_REFUND DEPOSIT_ADDRESS_MISMATCH DEPOSIT_CHAIN_MISMATCH
INCORRECT_DEPOSIT_CURRENCY DOUBLE_SPEND SOLVER_CAPACITY_EXCEEDED SOLVER_BALANCE_TOO_LOW DEPOSITED_AMOUNT_TOO_LOW_TO_FILL
NEGATIVE_NEW_AMOUNT_AFTER_FEES NO_QUOTES MISSING_REVERT_DATA REVERSE_SWAP_FAILED GENERATE_SWAP_FAILED TOO_LITTLE_RECEIVED
EXECUTION_REVERTED NEW_CALLDATA_INCLUDES_HIGHER_RENT_FEE TRANSACTION_REVERTED TRANSACTION_TOO_LARGE ORIGIN_CURRENCY_MISMATCH
NO_INTERNAL_SWAP_ROUTES_FOUND SWAP_USES_TOO_MUCH_GAS INSUFFICIENT_FUNDS_FOR_RENT SPONSOR_BALANCE_TOO_LOW ORDER_EXPIRED
ORDER_IS_CANCELLED TRANSFER_FROM_FAILED TRANSFER_FAILED SIGNATURE_EXPIRED INVALID_SIGNATURE
INSUFFICIENT_NATIVE_TOKENS_SUPPLIED TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE TRANSFER_AMOUNT_EXCEEDS_BALANCE INVALID_SENDER
ACCOUNT_ABSTRACTION_INVALID_NONCE ACCOUNT_ABSTRACTION_SIGNATURE_ERROR SEAPORT_INEXACT_FRACTION TOKEN_NOT_TRANSFERABLE
ZERO_SELL_AMOUNT MINT_NOT_ACTIVE ERC_1155_TOO_MANY_REQUESTED INCORRECT_PAYMENT INVALID_GAS_PRICE FLUID_DEX_ERROR
ORDER_ALREADY_FILLED SEAPORT_INVALID_FULFILLER INVALID_SIGNER MINT_QUANTITY_EXCEEDS_MAX_PER_WALLET
MINT_QUANTITY_EXCEEDS_MAX_SUPPLY JUPITER_INVALID_TOKEN_ACCOUNT INVALID_NONCE ACCOUNT_ABSTRACTION_GAS_LIMIT CONTRACT_PAUSED
SWAP_IMPACT_TOO_HIGH INSUFFICIENT_POOL_LIQUIDITY TTL_EXPIRED DEPOSIT_CONFIRMATION_TIMEOUT ORPHANED_DEPOSIT_REFUND
GASLESS_PERMIT_BALANCE_TOO_LOW MANUAL_ADMIN_REFUND QUOTED_GAS_LIMIT_EXCEEDED DESTINATION_TOKEN_TRANSFER_REJECTED
DEPOSIT_REORGED BLOCKED_WALLET PROTOCOL_DEADLINE_EXPIRED TRANSACTION_NOT_INCLUDED TRANSACTION_SUBMISSION_FAILED`.split(
  /\s+/,
)

const usd6 = (usd: number) => BigInt(Math.round(usd * 1e6))

/** The vocabulary `seedHistory` draws from: enums, odds and a sponsorship builder. */
export const seedVocabulary = {
  statuses,
  /** Mostly terminal, as a real history is. */
  weightedStatuses: [
    ...Array<RequestStatus>(12).fill('success'),
    'failure',
    'failure',
    'refund',
    'refund',
    'pending',
    'waiting',
    'depositing',
    'submitted',
  ] as RequestStatus[],
  requestTypes: [
    'Bridge',
    'Crosschain Swap',
    'Same-chain Swap',
    'Send',
    'Wrap',
    'Unwrap',
    'Call',
  ] as RequestType[],
  sameChainTypes: ['Same-chain Swap', 'Send', 'Wrap', 'Unwrap'] as RequestType[],
  /** Where a fast fill ahead of its deposit can be: it moved the request from `waiting` to `pending`. */
  fastFillStatuses: ['pending', 'submitted', 'success'] as RequestStatus[],
  /**
   * The wrapped token of a chain's native currency, for `Wrap` (native → wrapped) and `Unwrap` records.
   * The simulated chains list no wrapped currency, so seeded history uses these well-known ones (WETH at the
   * OP-stack predeploy address on every EVM chain, wrapped SOL on the SVM chain), priced as the native one.
   */
  wrapped(native: SupportedCurrency): SupportedCurrency {
    const svm = native.symbol === 'SOL'
    const symbol = svm ? 'WSOL' : 'WETH'
    return {
      chainId: native.chainId,
      address: svm
        ? 'So11111111111111111111111111111111111111112'
        : '0x4200000000000000000000000000000000000006',
      symbol,
      name: svm ? 'Wrapped SOL' : 'Wrapped Ether',
      decimals: native.decimals,
      metadata: {
        // beside the native currency's icon, which the simulator serves
        logoURI: String(native.metadata?.logoURI ?? '').replace(/[^/]*\.svg$/, `${symbol.toLowerCase()}.svg`),
        verified: true,
        isNative: false,
      },
      priceUsd: native.priceUsd,
      isNative: false,
      isStablecoin: false,
    }
  },
  features: [
    'gasless_execution',
    'fast_fill',
    'gas_top_up',
    'app_fees',
    'deposit_address',
  ] as RequestFeature[],
  featureOdds: [
    ['gasless_execution', 0.1],
    ['fast_fill', 0.05],
    ['gas_top_up', 0.05],
    ['app_fees', 0.2],
    ['deposit_address', 0.1],
  ] as [RequestFeature, number][],
  failReasons,
  refundFailReasons: [
    'AMOUNT_TOO_LOW_TO_REFUND',
    'NEGATIVE_NEW_AMOUNT_AFTER_FEES',
    'SWAP_CURRENCY_NOT_ON_ORIGIN',
    'REFUND_RECIPIENT_IS_VASP',
    'MANUAL_REFUND_REQUIRED',
  ],
  referrers: ['crosspay.local', 'demo-dapp', 'wallet-partner'],
  base58: '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz',
  /** What the quote body of a seeded sponsored request asks for: execution and platform (`relay`) fees, no cap. */
  sponsorBody: {
    subsidizeFees: true,
    sponsoredFeeComponents: ['execution', 'relay'],
  } satisfies Partial<QuoteBody>,
  /**
   * The sponsorship of a seeded request: the live rules (`applySponsorship` on the body's options, as a
   * quote applies them) on its fee costs, so every amount is in 6-decimal USD units as in a live record.
   */
  sponsorship(
    body: QuoteBody,
    feesUsd: { execution: number; swap: number; platform: number; app: number },
  ): SponsorshipResult {
    const costsUsd6 = {
      execution: usd6(feesUsd.execution),
      rent: 0n,
      swap: usd6(feesUsd.swap),
      platform: usd6(feesUsd.platform),
      app: usd6(feesUsd.app),
    }
    return applySponsorship({ ...toSponsorshipOptions(body), costsUsd6 })
  },
}
