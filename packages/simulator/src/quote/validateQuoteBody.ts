import type { QuoteBody } from '../model/types'
import { evmChecksumMismatch } from './evmChecksumMismatch'
import { isEvmAddress } from './isEvmAddress'
import { isSvmAddress } from './isSvmAddress'
import { QuoteError } from './QuoteError'
import { sponsoredFeeComponents as feeComponents } from './sponsoredFeeComponents'
import { tradeTypes } from './tradeTypes'

const intString = /^(0|[1-9][0-9]*)$/
/** Largest amount a uint256 holds: anything above cannot be encoded in a transaction. */
const maxUint256 = 2n ** 256n - 1n

const invalid = (field: string, why: string) =>
  new QuoteError(400, 'INVALID_INPUT', `Invalid ${field}: ${why}`)
const isAddress = (v: unknown) => isEvmAddress(v) || isSvmAddress(v)
/** Refuses a value that is not an address, naming `field`; a mixed-case EVM address with a wrong checksum gets its own message. */
const requireAddress = (field: string, v: unknown, why: string) => {
  const checksummed = evmChecksumMismatch(v)
  if (checksummed)
    throw invalid(
      field,
      `${v} does not match its EIP-55 checksum (expected ${checksummed}; all-lowercase hex is accepted too)`,
    )
  if (!isAddress(v)) throw invalid(field, why)
}
const anyAddress = 'must be an EVM (0x + 40 hex) or SVM (base58) address'

function requireString(body: Record<string, unknown>, field: string): string {
  const v = body[field]
  if (v === undefined || v === null) throw invalid(field, `${field} is required`)
  if (typeof v !== 'string' || v.trim() === '') throw invalid(field, 'must be a non-empty string')
  return v
}

function optional<T>(body: Record<string, unknown>, field: string, check: (v: unknown) => T): T | undefined {
  const v = body[field]
  return v === undefined || v === null ? undefined : check(v)
}

const bool = (field: string) => (v: unknown) => {
  if (typeof v !== 'boolean') throw invalid(field, 'must be a boolean')
  return v
}
const address = (field: string) => (v: unknown) => {
  requireAddress(field, v, anyAddress)
  return v as string
}
const chainId = (body: Record<string, unknown>, field: string) => {
  const v = body[field]
  if (v === undefined || v === null) throw invalid(field, `${field} is required`)
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v <= 0)
    throw invalid(field, 'must be a positive integer chain id')
  return v
}
const bps = (field: string, max: bigint) => (v: unknown) => {
  if (typeof v !== 'string' || !intString.test(v) || BigInt(v) > max)
    throw invalid(field, `must be a basis-point integer string from 0 to ${max}`)
  return v
}
const usd6 = (field: string) => (v: unknown) => {
  if (typeof v !== 'string' || !intString.test(v) || BigInt(v) > maxUint256)
    throw invalid(field, 'must be an integer string in 6-decimal USD units (1000000 = 1.00 USD)')
  return v
}

/**
 * Checks the shape of every `POST /quote/v2` body field of the interface and decisions.md
 * (types, formats, enums), without looking at chains or currencies. Unknown fields are kept.
 * Throws {@link QuoteError} `INVALID_INPUT` whose message names the field. Every address field (`user`,
 * `recipient`, `refundTo`, `depositFeePayer`, both currencies, `appFees[].recipient`) refuses a mixed-case
 * EVM address whose EIP-55 checksum is wrong (all-lowercase and all-uppercase hex carry no checksum and
 * are accepted). Also refused here:
 * `sponsoredFeeComponents` with `useDepositAddress` (rule 9), and `usePermit` with `useDepositAddress`.
 * Accepted without effect on the simulated flow: `explicitDeposit`; `strict` only matters with
 * `useDepositAddress`; `topupGasAmount` (6-decimal USD, default 2.00) only with `topupGas`;
 * `sponsoredFeeComponents` and `subsidizeRent` only with `subsidizeFees`.
 */
export function validateQuoteBody(raw: unknown): QuoteBody {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new QuoteError(400, 'INVALID_INPUT', 'Invalid body: expected a JSON object')
  const body = raw as Record<string, unknown>
  const user = requireString(body, 'user')
  requireAddress('user', user, anyAddress)
  const originChainId = chainId(body, 'originChainId')
  const destinationChainId = chainId(body, 'destinationChainId')
  const originCurrency = requireString(body, 'originCurrency')
  requireAddress('originCurrency', originCurrency, 'must be a currency address')
  const destinationCurrency = requireString(body, 'destinationCurrency')
  requireAddress('destinationCurrency', destinationCurrency, 'must be a currency address')
  const amount = requireString(body, 'amount')
  if (!intString.test(amount) || BigInt(amount) <= 0n)
    throw invalid('amount', 'must be a decimal integer string greater than 0 (smallest units)')
  if (BigInt(amount) > maxUint256) throw invalid('amount', 'must fit in a uint256 (at most 2^256 - 1)')
  const tradeType = requireString(body, 'tradeType')
  if (!(tradeTypes as readonly string[]).includes(tradeType))
    throw invalid('tradeType', `must be one of ${tradeTypes.join(', ')}`)

  const sponsoredFeeComponents = optional(body, 'sponsoredFeeComponents', (v) => {
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || !feeComponents.includes(x)))
      throw invalid('sponsoredFeeComponents', `must be an array of ${feeComponents.join(', ')}`)
    return v as string[]
  })
  const appFees = optional(body, 'appFees', (v) => {
    if (!Array.isArray(v)) throw invalid('appFees', 'must be an array of {recipient, fee}')
    let total = 0n
    const entries = v.map((e, i) => {
      if (typeof e !== 'object' || e === null) throw invalid(`appFees[${i}]`, 'must be {recipient, fee}')
      const { recipient, fee } = e as Record<string, unknown>
      requireAddress(`appFees[${i}].recipient`, recipient, 'must be an address')
      bps(`appFees[${i}].fee`, 10_000n)(fee)
      total += BigInt(fee as string)
      return { recipient: recipient as string, fee: fee as string }
    })
    if (total >= 10_000n) throw invalid('appFees', 'total fee must be below 10000 bps')
    return entries
  })
  const referrer = optional(body, 'referrer', (v) => {
    if (typeof v !== 'string' || v.trim() === '' || v.length > 200)
      throw invalid('referrer', 'must be a non-empty string of at most 200 characters')
    return v
  })

  const parsed: QuoteBody = {
    ...body,
    user,
    originChainId,
    destinationChainId,
    originCurrency,
    destinationCurrency,
    amount,
    tradeType: tradeType as QuoteBody['tradeType'],
  }
  const set = <K extends keyof QuoteBody>(k: K, v: QuoteBody[K] | undefined) => {
    if (v === undefined) delete parsed[k]
    else parsed[k] = v
  }
  set('recipient', optional(body, 'recipient', address('recipient')))
  set('refundTo', optional(body, 'refundTo', address('refundTo')))
  set('subsidizeFees', optional(body, 'subsidizeFees', bool('subsidizeFees')))
  set('maxSubsidizationAmount', optional(body, 'maxSubsidizationAmount', usd6('maxSubsidizationAmount')))
  set('subsidizeRent', optional(body, 'subsidizeRent', bool('subsidizeRent')))
  set('depositFeePayer', optional(body, 'depositFeePayer', address('depositFeePayer')))
  set('sponsoredFeeComponents', sponsoredFeeComponents)
  set('appFees', appFees)
  set('usePermit', optional(body, 'usePermit', bool('usePermit')))
  set('explicitDeposit', optional(body, 'explicitDeposit', bool('explicitDeposit')))
  set('slippageTolerance', optional(body, 'slippageTolerance', bps('slippageTolerance', 10_000n)))
  set('topupGas', optional(body, 'topupGas', bool('topupGas')))
  set('topupGasAmount', optional(body, 'topupGasAmount', usd6('topupGasAmount')))
  set('useDepositAddress', optional(body, 'useDepositAddress', bool('useDepositAddress')))
  set('strict', optional(body, 'strict', bool('strict')))
  set('referrer', referrer)
  if (parsed.useDepositAddress && parsed.sponsoredFeeComponents)
    throw invalid('sponsoredFeeComponents', 'deposit-address requests (useDepositAddress) do not support it')
  if (parsed.useDepositAddress && parsed.usePermit)
    throw invalid('usePermit', 'cannot be combined with useDepositAddress')
  return parsed
}
