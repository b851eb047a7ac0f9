// Domain types of the simulated service. This file is the single shared vocabulary of the
// simulator's modules (quote, requests listing, lifecycle, balances, events, chain backends);
// it is the one file that exports several names, all of them types.
import type { Address, Hex } from 'viem'

/** Status of a request, as `GET /intents/status/v3` and `GET /requests/v3` report it. */
export type RequestStatus =
  | 'waiting'
  | 'depositing'
  | 'pending'
  | 'submitted'
  | 'success'
  | 'failure'
  | 'refund'

/** `requestType` of a v3 request record. */
export type RequestType =
  | 'Bridge'
  | 'Crosschain Swap'
  | 'Same-chain Swap'
  | 'Send'
  | 'Wrap'
  | 'Unwrap'
  | 'Call'

/** Values of `features` on a v3 request record. */
export type RequestFeature = 'gasless_execution' | 'fast_fill' | 'gas_top_up' | 'app_fees' | 'deposit_address'

/** `vmType` of a chain record. */
export type VmType = 'evm' | 'svm' | 'bvm'

/** The currency object of the interface. */
export interface Currency {
  chainId: number
  address: string
  symbol: string
  name: string
  decimals: number
  metadata?: { logoURI?: string; verified?: boolean; isNative?: boolean }
}

/** A currency the simulator supports, with its USD price (from the price table). */
export interface SupportedCurrency extends Currency {
  /** USD price of one whole unit. */
  priceUsd: number
  /** True for the chain's native currency. */
  isNative: boolean
  /** True for the 6-decimal stablecoin (USDC-like). */
  isStablecoin: boolean
}

/** Static configuration of one simulated chain (the chain record is built from it). */
export interface ChainConfig {
  id: number
  name: string
  displayName: string
  vmType: VmType
  httpRpcUrl: string
  wsRpcUrl: string
  explorerUrl: string
  explorerName: string
  /** The chain's icon (`iconUrl` of its record); served by the simulator itself. */
  iconUrl?: string
  depositEnabled: boolean
  disabled: boolean
  blockProductionLagging: boolean
  /** Native currency first, then the others. */
  currencies: SupportedCurrency[]
  /** Address of the depository contract (deposit transactions go `to` it). */
  depository: string
  /** Approval target for ERC-20 deposits (`contracts.approvalProxy`). */
  approvalProxy: string
  /** Solver addresses (`solverAddresses`); index 0 receives app-balance deposits on 8453. */
  solverAddresses: string[]
  /** Whether this chain is backed by a real anvil process in the current mode. */
  live: boolean
}

/** A transaction as it appears in `inTxs` / `outTxs` of a request record. */
export interface SimTx {
  txHash: Hex | string
  chainId: number
  block: number
  /** Unix seconds. */
  timestamp: number
  /** Fee paid, smallest unit of the chain's native currency. */
  fee: string
  type: 'onchain'
  status: 'success' | 'failed'
  data: { from: string; to: string; value: string; data?: string }
  stateChanges: unknown[]
  /** On `outTxs` entries, what the solver sent: the destination fill or the origin refund (set by the lifecycle). */
  kind?: 'fill' | 'refund'
}

/** The origin deposit as it was indexed: what was actually sent, and what a refund returns. */
export interface DepositedFunds {
  chainId: number
  /** Currency address as sent (the chain's native currency address for native). */
  currency: string
  /** Smallest units. */
  amount: string
  txHash: string
}

/** One fee component in the quote's terms: amount in a currency and its USD value. */
export interface FeeAmount {
  currency: Currency
  amount: string
  amountFormatted: string
  amountUsd: string
}

/** Fee components of a quote (`fees` of the quote response). */
export interface QuoteFees {
  gas: FeeAmount
  relayer: FeeAmount
  relayerGas: FeeAmount
  relayerService: FeeAmount
  app: FeeAmount
  subsidized?: { amount: string; amountUsd: string; amountFormatted?: string; currency?: Currency }
}

/** Sponsorship component names, as in `feeSponsorship.quoted.components`. */
export type SponsorshipComponent = 'execution' | 'swap' | 'platform' | 'app'

/** One component of `feeSponsorship`: its total, what the sponsor covers and what the user pays. */
export interface SponsorshipComponentResult {
  selected: boolean
  total: { amount: string; amountUsd: string; amountFormatted?: string; minimumAmount?: string }
  sponsored: { amount: string; amountUsd: string }
  userPays: { amount: string; amountUsd: string }
}

/** The result of applying the sponsorship rules to a quote (`feeSponsorship.quoted`). */
export interface SponsorshipResult {
  selectedComponents: string[]
  /** The cap, in 6-decimal USD units, or null. */
  maxSubsidizationAmount: string | null
  capHit: boolean
  components: Record<SponsorshipComponent, SponsorshipComponentResult>
  sponsoredTotal: { amount: string; amountUsd: string }
  userPaysTotal: { amount: string; amountUsd: string }
  /** Whether rent for an associated token account is sponsored (SVM destination). */
  rentSponsored: boolean
  /** Human-readable notes on what is not covered and why (origin gas, app fees, ...). */
  notCovered: string[]
}

/** An app fee entry (`appFees.quoted[]` / `appFees.actual[]`). */
export interface AppFeeEntry {
  recipient: string
  bps: string
  amount: string
  amountFormatted: string
  amountUsd: string
}

/** How a request is going to end, decided in advance (default: success). */
export interface PlannedOutcome {
  status: 'success' | 'failure' | 'refund'
  failReason?: string
  refundFailReason?: string
}

/** Fast-fill state of a request (a hold on the sponsor's app balance). */
export interface FastFillState {
  /** Hold in 6-decimal USD units (an integer as a decimal string, so records stay JSON), the fill's USD value. */
  holdUsd6: string
  sponsorWallet: string
  placedAt: number
  /** ms on the sim clock; after it, an unreleased hold becomes a permanent debit. */
  deadline: number
  state: 'held' | 'released' | 'debited'
  solverInputCurrencyAmount?: string
}

/** A deposit address attached to a request (`useDepositAddress`). */
export interface DepositAddressInfo {
  address: string
  type: 'strict' | 'open'
  depositor: string | null
  depositTxHash: string | null
  recoveryAddress: string | null
}

/** The validated body of `POST /quote/v2` (what the quote module accepted). */
export interface QuoteBody {
  user: string
  originChainId: number
  destinationChainId: number
  originCurrency: string
  destinationCurrency: string
  amount: string
  tradeType: 'EXACT_INPUT' | 'EXACT_OUTPUT' | 'EXPECTED_OUTPUT'
  recipient?: string
  refundTo?: string
  subsidizeFees?: boolean
  maxSubsidizationAmount?: string
  subsidizeRent?: boolean
  depositFeePayer?: string
  sponsoredFeeComponents?: string[]
  appFees?: { recipient: string; fee: string }[]
  usePermit?: boolean
  explicitDeposit?: boolean
  slippageTolerance?: string
  topupGas?: boolean
  topupGasAmount?: string
  useDepositAddress?: boolean
  strict?: boolean
  referrer?: string
  [extra: string]: unknown
}

/**
 * The simulator's internal record of one request, from quote to its terminal status.
 * Every response shape (status result, v3 and v2 request records) is derived from it.
 * Timestamps are milliseconds on the simulator clock.
 */
export interface SimRequest {
  id: Hex
  /** API key that created the quote, or null when none was sent. */
  apiKey: string | null
  referrer: string | null
  createdAt: number
  updatedAt: number
  status: RequestStatus
  /** Every status the request went through, in order, with the time it was entered. */
  statusHistory: { status: RequestStatus; at: number }[]
  user: string
  sender: string
  recipient: string
  refundTo: string | null
  requestType: RequestType
  features: RequestFeature[]
  originChainId: number
  destinationChainId: number
  currencyIn: Currency
  currencyOut: Currency
  /** Quoted amounts, smallest units. */
  amountIn: string
  amountOut: string
  amountInUsd: number
  amountOutUsd: number
  /** Amount actually delivered (set at fill). */
  actualAmountOut: string | null
  tradeType: QuoteBody['tradeType']
  slippageTolerance: string
  timeEstimate: number
  fees: QuoteFees
  /** Per-component USD totals used by request records (`data.fees`). */
  feeComponentsUsd: { swap: number; execution: number; platform: number; app: number; sponsored: number }
  sponsorship: SponsorshipResult | null
  /** Set when the sponsor paid at fill time (`feeSponsorship.actual.sponsorPayment`). */
  sponsorPayment: { amount: string; address: string; chainId: number } | null
  appFees: AppFeeEntry[]
  depositAddress: DepositAddressInfo | null
  inTxs: SimTx[]
  outTxs: SimTx[]
  /** The indexed origin deposit (currency and amount actually sent); null/absent until indexed. */
  deposited?: DepositedFunds | null
  failReason: string | null
  refundFailReason: string | null
  failedTxHash: string | null
  failedTxBlockNumber: number | null
  failedCallData: string | null
  outcome: PlannedOutcome
  fastFill: FastFillState | null
  /** ms on the sim clock: the request's deadline (an order never deposited by then expires). */
  deadline: number
  usesExternalLiquidity: boolean
  partnerId: string | null
  solverAddress: string
  /** Name of the API key (authenticated field `data.apiKeyName`). */
  apiKeyName: string | null
  supersededByRequestId: string | null
  quoteBody: QuoteBody
  /** The quote response as issued (steps, fees, details). */
  quote: unknown
  /**
   * Set when `POST /execute` relayed the request's gasless batch: its call data (a repeated post of the same batch is
   * answered, not relayed again), the relayer's transaction once sent, and the gas the app balance paid (USD, 6 decimals).
   */
  gasless?: { callData: string; txHash: string | null; sponsoredUsd6: string | null }
}

/** A configured API key. */
export interface ApiKeyConfig {
  key: string
  /** Display name (`data.apiKeyName`), or null. */
  name: string | null
  /** Linked sponsorship wallet, or null when none is linked. */
  sponsorWallet: Address | null
}

/** Which backend carries deposits and fills. */
export type ChainMode = 'virtual' | 'anvil'
