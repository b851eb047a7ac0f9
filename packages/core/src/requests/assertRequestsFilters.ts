import { InvalidParameterError } from '../errors/InvalidParameterError'
import type { RequestsFilterGroup } from './GetRequestsParameters'
import { requestsParameterRules as rules } from './requestsParameterRules'

const rangeKeys: readonly string[] = rules.rangePairs.flat()

const fail = (parameter: string, rule: string, value: unknown): never => {
  throw new InvalidParameterError({ parameter, rule, value })
}

function assertScalar(parameter: string, kind: string, value: unknown) {
  if (kind === 'chainId') {
    if (!Number.isSafeInteger(value) || (value as number) <= 0)
      fail(parameter, 'must be a positive integer chain id', value)
  } else if (kind === 'status') {
    if (!(rules.statuses as readonly unknown[]).includes(value))
      fail(
        parameter,
        `must be one of ${rules.statuses.join(', ')} (the only statuses the filter accepts)`,
        value,
      )
  } else if (kind === 'requestType') {
    if (!(rules.requestTypes as readonly unknown[]).includes(value))
      fail(parameter, `must be one of ${rules.requestTypes.join(', ')}`, value)
  } else if (typeof value !== 'string' || value === '') fail(parameter, 'must be a non-empty string', value)
}

/**
 * Checks the `filters` of `GET /requests/v3` and throws an {@link InvalidParameterError} naming the rule:
 * an array of non-empty group objects; keys are group fields, optionally prefixed `not:` (range filters and
 * `features` are top-level only); a value is a scalar, a non-empty array (OR within the field) or `null`
 * (a null-check); `null` mixed with values in one array is refused (rule 4).
 */
export function assertRequestsFilters(filters: unknown): asserts filters is readonly RequestsFilterGroup[] {
  if (!Array.isArray(filters)) fail('filters', 'must be an array of OR groups (objects)', filters)
  ;(filters as unknown[]).forEach((group, g) => {
    const at = `filters[${g}]`
    if (!group || typeof group !== 'object' || Array.isArray(group))
      fail(at, 'must be an object whose keys are AND-ed (groups are OR-ed)', group)
    const entries = Object.entries(group as object)
    if (entries.length === 0)
      fail(at, 'must have at least one key (an empty group would match every request)', group)
    for (const [key, value] of entries) {
      const field = key.startsWith('not:') ? key.slice(4) : key
      const parameter = `${at}.${key}`
      if (rangeKeys.includes(field) || field === 'features')
        fail(
          parameter,
          'range filters and features are top-level only, not allowed inside filters groups',
          value,
        )
      if (!Object.hasOwn(rules.groupFields, field))
        fail(
          parameter,
          `is not a filters key: OR groups accept only identity, address, chain, currency and status fields (${Object.keys(rules.groupFields).join(', ')}), optionally prefixed not:`,
          value,
        )
      if (value === undefined)
        fail(parameter, 'must not be undefined (omit the key, or use null for a null-check)', value)
      if (value === null) continue
      const kind = rules.groupFields[field as keyof typeof rules.groupFields]
      if (Array.isArray(value)) {
        if (value.length === 0) fail(parameter, 'must not be an empty array (it would match nothing)', value)
        if (value.includes(null) && value.some((v) => v !== null))
          fail(
            parameter,
            'must not mix null with values in one array (rule 4): use a null-check in a separate group',
            value,
          )
        for (const v of value) if (v !== null) assertScalar(parameter, kind, v)
      } else assertScalar(parameter, kind, value)
    }
  })
}
