import { InvalidParameterError } from '../errors/InvalidParameterError'
import { isAddressFor } from './isAddressFor'
import { parseWireAmount } from './parseWireAmount'
import type { QuoteParameters } from './QuoteParameters'
import { requiredQuoteFields } from './requiredQuoteFields'
import { sponsoredFeeComponents as components } from './sponsoredFeeComponents'
import { tradeTypes } from './tradeTypes'
import { uint } from './uint'

/** What {@link validateQuoteParameters} needs to know of a chain: its id and `vmType` (a chain record fits). */
export type QuoteChainInfo = {
  /** Chain id. */
  id: number
  /** `evm`, `svm`, `bvm`, …; addresses are checked for EVM and SVM chains. */
  vmType?: string | undefined
}

/** Options of {@link validateQuoteParameters}. */
export type ValidateQuoteParametersOptions = {
  /** Known chains (`GET /chains`). With them, addresses are checked per VM and SVM-only rules apply. */
  chains?: readonly QuoteChainInfo[] | undefined
}

/** A parameter combination that is accepted but does not do what it seems to. */
export type QuoteParametersWarning = {
  /** Stable code of the warning. */
  code:
    | 'RENT_WITHOUT_SUBSIDIZE_FEES'
    | 'CAP_WITHOUT_SPONSORSHIP'
    | 'COMPONENTS_WITHOUT_SUBSIDIZE_FEES'
    | 'APP_FEES_NEVER_SPONSORED'
    | 'DEPOSIT_ADDRESS_CAP_ALL_OR_NOTHING'
    | 'PERMIT_FIRST_APPROVAL_NOT_SPONSORED'
  /** The parameter concerned. */
  parameter: keyof QuoteParameters
  /** One sentence for a developer. */
  message: string
}

/** What {@link validateQuoteParameters} returns. */
export type ValidateQuoteParametersReturnType = {
  /** Accepted but ineffective combinations (empty when none). */
  warnings: QuoteParametersWarning[]
}

const booleans = [
  'subsidizeFees',
  'subsidizeRent',
  'usePermit',
  'explicitDeposit',
  'topupGas',
  'useDepositAddress',
  'strict',
] as const

const fail = (parameter: string, rule: string, value: unknown): never => {
  throw new InvalidParameterError({ parameter, rule, value })
}

/**
 * Checks a `POST /quote/v2` body before it is sent and throws an {@link InvalidParameterError} naming the
 * parameter and the rule on the first problem: missing required fields; chain ids that are not positive
 * integers; bad addresses (EVM hex, or base58 on a chain whose `vmType` is `svm`); an `amount` that is not a
 * positive integer string or exceeds uint256 (u64 on SVM); bps (`slippageTolerance`, `appFees[].fee`) outside
 * 0–10000; a `maxSubsidizationAmount` that is not an integer in 6-decimal USD units; a `depositFeePayer` equal
 * to `user` or with a non-SVM origin; `sponsoredFeeComponents` with `useDepositAddress`.
 * Returns warnings for accepted combinations that do not do what they seem to (`subsidizeRent` without
 * `subsidizeFees` sponsors no rent, …).
 *
 * @example
 * validateQuoteParameters({ ...body, subsidizeRent: true }).warnings[0]?.code // 'RENT_WITHOUT_SUBSIDIZE_FEES'
 */
export function validateQuoteParameters(
  parameters: QuoteParameters,
  options: ValidateQuoteParametersOptions = {},
): ValidateQuoteParametersReturnType {
  if (!parameters || typeof parameters !== 'object') fail('parameters', 'must be an object', parameters)
  const p = parameters as QuoteParameters & Record<string, unknown>

  for (const key of requiredQuoteFields)
    if (p[key] === undefined || p[key] === null || p[key] === '') fail(key, 'is required', p[key])

  for (const key of ['originChainId', 'destinationChainId'] as const)
    if (!Number.isSafeInteger(p[key]) || p[key] <= 0) fail(key, 'must be a positive integer chain id', p[key])
  if (!tradeTypes.includes(p.tradeType))
    fail('tradeType', `must be one of ${tradeTypes.join(', ')}`, p.tradeType)

  const chains = options.chains
  const vm = (id: number) => chains?.find((c) => c.id === id)?.vmType
  const originVm = vm(p.originChainId)
  const destinationVm = vm(p.destinationChainId)
  const address = (key: keyof QuoteParameters, vmType: string | undefined, value: unknown = p[key]) => {
    if (!isAddressFor(value, vmType))
      fail(
        key,
        vmType === 'svm'
          ? 'must be a base58 address (the chain is SVM)'
          : vmType === 'evm'
            ? 'must be an EVM address: 0x + 40 hex digits (in mixed case, with a valid checksum)'
            : 'must be an address (0x + 40 hex digits with a valid checksum, or base58 on an SVM chain)',
        value,
      )
  }
  address('user', originVm)
  address('originCurrency', originVm)
  address('destinationCurrency', destinationVm)
  if (p.recipient !== undefined) address('recipient', destinationVm)
  else if (originVm !== undefined && destinationVm !== undefined && originVm !== destinationVm)
    fail(
      'recipient',
      `is required when the destination chain uses another address format (${destinationVm}) than the user's (${originVm})`,
      p.recipient,
    )
  if (p.refundTo !== undefined) address('refundTo', originVm)

  const amountVm = p.tradeType === 'EXACT_INPUT' ? originVm : destinationVm
  parseWireAmount(p.amount, {
    parameter: 'amount',
    min: 1n,
    max: amountVm === 'svm' ? uint.max64 : uint.max256,
  })

  for (const key of booleans)
    if (p[key] !== undefined && typeof p[key] !== 'boolean') fail(key, 'must be a boolean', p[key])
  if (p.referrer !== undefined && typeof p.referrer !== 'string')
    fail('referrer', 'must be a string', p.referrer)
  if (p.slippageTolerance !== undefined) bps('slippageTolerance', p.slippageTolerance)
  if (p.topupGasAmount !== undefined) parseWireAmount(p.topupGasAmount, { parameter: 'topupGasAmount' })

  if (p.appFees !== undefined) {
    if (!Array.isArray(p.appFees)) fail('appFees', 'must be an array of {recipient, fee}', p.appFees)
    p.appFees.forEach((entry, i) => {
      if (!entry || typeof entry !== 'object')
        fail(`appFees[${i}]`, 'must be an object {recipient, fee}', entry)
      if (!isAddressFor(entry.recipient, undefined))
        fail(`appFees[${i}].recipient`, 'must be an address (0x + 40 hex digits, or base58)', entry.recipient)
      bps(`appFees[${i}].fee`, entry.fee)
    })
  }

  if (p.maxSubsidizationAmount !== undefined && !/^(0|[1-9][0-9]*)$/.test(String(p.maxSubsidizationAmount)))
    fail(
      'maxSubsidizationAmount',
      'must be the decimal string of a non-negative integer in 6-decimal USD units (1000000 = 1.00 USD)',
      p.maxSubsidizationAmount,
    )
  if (p.maxSubsidizationAmount !== undefined && typeof p.maxSubsidizationAmount !== 'string')
    fail('maxSubsidizationAmount', 'must be a string, not a number', p.maxSubsidizationAmount)

  if (p.depositFeePayer !== undefined) {
    // Without chain records, an EVM `user` still tells the origin is EVM: the user sends from the origin chain.
    const origin = originVm ?? (isAddressFor(p.user, 'evm') ? 'evm' : undefined)
    if (origin !== undefined && origin !== 'svm')
      fail(
        'depositFeePayer',
        'applies only to SVM-origin requests (the origin chain is not SVM)',
        p.depositFeePayer,
      )
    address('depositFeePayer', 'svm')
    if (p.depositFeePayer === p.user) fail('depositFeePayer', 'must differ from user', p.depositFeePayer)
  }

  if (p.sponsoredFeeComponents !== undefined) {
    if (!Array.isArray(p.sponsoredFeeComponents))
      fail('sponsoredFeeComponents', `must be an array of ${components.join(', ')}`, p.sponsoredFeeComponents)
    p.sponsoredFeeComponents.forEach((c, i) => {
      if (!components.includes(c))
        fail(`sponsoredFeeComponents[${i}]`, `must be one of ${components.join(', ')}`, c)
      if (p.sponsoredFeeComponents!.indexOf(c) !== i)
        fail(`sponsoredFeeComponents[${i}]`, 'must not repeat a component', c)
    })
    if (p.useDepositAddress === true)
      fail(
        'sponsoredFeeComponents',
        'is not supported on deposit-address requests (useDepositAddress: true)',
        p.sponsoredFeeComponents,
      )
  }

  return { warnings: warningsOf(p) }
}

function bps(parameter: string, value: unknown) {
  if (typeof value !== 'string' || !/^(0|[1-9][0-9]*)$/.test(value) || Number(value) > 10_000)
    fail(parameter, 'must be basis points as the decimal string of an integer from 0 to 10000', value)
}

function warningsOf(p: QuoteParameters): QuoteParametersWarning[] {
  const warnings: QuoteParametersWarning[] = []
  const sponsored = p.subsidizeFees === true
  if (p.subsidizeRent === true && !sponsored)
    warnings.push({
      code: 'RENT_WITHOUT_SUBSIDIZE_FEES',
      parameter: 'subsidizeRent',
      message:
        'subsidizeRent is sent but sponsors no rent: it is effective only together with subsidizeFees: true.',
    })
  if (p.maxSubsidizationAmount !== undefined && !sponsored)
    warnings.push({
      code: 'CAP_WITHOUT_SPONSORSHIP',
      parameter: 'maxSubsidizationAmount',
      message: 'maxSubsidizationAmount has no effect without subsidizeFees: true.',
    })
  if (p.sponsoredFeeComponents !== undefined && !sponsored)
    warnings.push({
      code: 'COMPONENTS_WITHOUT_SUBSIDIZE_FEES',
      parameter: 'sponsoredFeeComponents',
      message:
        'sponsoredFeeComponents only narrows sponsorship; without subsidizeFees: true nothing is sponsored.',
    })
  if (sponsored && p.sponsoredFeeComponents?.includes('app'))
    warnings.push({
      code: 'APP_FEES_NEVER_SPONSORED',
      parameter: 'sponsoredFeeComponents',
      message: 'The app component is never drawn from the sponsor balance: app fees stay with the user.',
    })
  if (sponsored && p.useDepositAddress === true && p.maxSubsidizationAmount !== undefined)
    warnings.push({
      code: 'DEPOSIT_ADDRESS_CAP_ALL_OR_NOTHING',
      parameter: 'maxSubsidizationAmount',
      message:
        'On a deposit-address request, fees above maxSubsidizationAmount are paid entirely by the user.',
    })
  if (sponsored && p.usePermit === true)
    warnings.push({
      code: 'PERMIT_FIRST_APPROVAL_NOT_SPONSORED',
      parameter: 'usePermit',
      message: 'The first approval transaction of a permit-based flow is not sponsored (later requests are).',
    })
  return warnings
}
