import { BaseError } from './BaseError'

/** Options of {@link InvalidParameterError}. */
export type InvalidParameterErrorParameters = {
  /** Name of the parameter, e.g. `amount` or `appFees[0].fee`. */
  parameter: string
  /** The rule it breaks, as a phrase: `must be a decimal string of an integer`. */
  rule: string
  /** The value that was given. */
  value?: unknown
  /** Path of the documentation page. */
  docsPath?: string | undefined
}

/** Type of {@link InvalidParameterError}, discriminated by `name`. */
export type InvalidParameterErrorType = InvalidParameterError & { name: 'InvalidParameterError' }

/**
 * A bad input caught before any request was sent (a malformed address, amount, limit, base URL, …).
 *
 * @example
 * new InvalidParameterError({ parameter: 'limit', rule: 'must be an integer from 1 to 50', value: 80 })
 * // shortMessage: 'Invalid parameter "limit": must be an integer from 1 to 50.'
 */
export class InvalidParameterError extends BaseError {
  /** Name of the offending parameter. */
  parameter: string
  /** The rule it breaks. */
  rule: string
  /** The value that was given. */
  value: unknown

  constructor(parameters: InvalidParameterErrorParameters) {
    super(`Invalid parameter "${parameters.parameter}": ${parameters.rule}.`, {
      details: `Received: ${describe(parameters.value)}`,
      docsPath: parameters.docsPath ?? '/errors#invalidparametererror',
      name: 'InvalidParameterError',
    })
    this.parameter = parameters.parameter
    this.rule = parameters.rule
    this.value = parameters.value
  }
}

function describe(value: unknown): string {
  if (typeof value === 'bigint') return `${value}n`
  if (typeof value === 'string') return JSON.stringify(value)
  try {
    const json = JSON.stringify(value)
    if (json === undefined) return String(value)
    return json.length > 200 ? `${json.slice(0, 200)}…` : json
  } catch {
    return String(value)
  }
}
