import type { Hex } from 'viem'
import type { GaslessAuthorization } from '../model/GaslessCall'
import { isEvmAddress } from '../quote/isEvmAddress'
import type { ExecuteBody } from './ExecuteBody'

const hex = /^0x[0-9a-fA-F]*$/
const word = /^0x[0-9a-fA-F]{1,64}$/
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0

/** One authorization of `data.authorizationList`, or the reason it is malformed. */
function readAuthorization(v: unknown, i: number): GaslessAuthorization | string {
  const at = `authorizationList[${i}]`
  if (!isRecord(v)) return `${at} must be an object`
  if (!isCount(v.chainId)) return `${at}.chainId must be a non-negative integer`
  if (!isEvmAddress(v.address)) return `${at}.address must be an address`
  if (!isCount(v.nonce)) return `${at}.nonce must be a non-negative integer`
  if (v.yParity !== 0 && v.yParity !== 1) return `${at}.yParity must be 0 or 1`
  if (typeof v.r !== 'string' || !word.test(v.r)) return `${at}.r must be a 32-byte hex value`
  if (typeof v.s !== 'string' || !word.test(v.s)) return `${at}.s must be a 32-byte hex value`
  return {
    chainId: v.chainId,
    address: v.address as Hex,
    nonce: v.nonce,
    yParity: v.yParity,
    r: v.r as Hex,
    s: v.s as Hex,
  }
}

/**
 * Validates a `POST /execute` body (the peer SDK's: `{executionKind: "rawCalls", data: {chainId, to, data, value,
 * authorizationList?}, executionOptions: {referrer, subsidizeFees}, originGasOverhead?, requestId?}`). Returns the
 * body, or the message of the 400 (`"to is required"`, `"authorizationList cannot be empty"`, …). Checks the shape
 * only: what the batch does is `checkGaslessBatch`'s.
 */
export function readExecuteBody(body: unknown): ExecuteBody | string {
  if (!isRecord(body)) return 'body must be a JSON object'
  if (body.executionKind !== 'rawCalls') return 'executionKind must be "rawCalls"'
  const data = body.data
  if (!isRecord(data)) return 'data is required'
  if (typeof data.chainId !== 'number' || !Number.isSafeInteger(data.chainId) || data.chainId <= 0)
    return 'chainId is required (a positive integer)'
  if (data.to === undefined || data.to === null) return 'to is required'
  if (!isEvmAddress(data.to)) return 'to must be an address'
  if (typeof data.data !== 'string' || !hex.test(data.data) || data.data.length < 10)
    return 'data is required (the batch call data, 0x hex)'
  if (data.value !== undefined && data.value !== '0' && data.value !== 0)
    return 'value must be "0": the relayer sends no native value'
  let authorizationList: GaslessAuthorization[] | undefined
  if (data.authorizationList !== undefined && data.authorizationList !== null) {
    if (!Array.isArray(data.authorizationList)) return 'authorizationList must be an array'
    if (data.authorizationList.length === 0) return 'authorizationList cannot be empty'
    authorizationList = []
    for (const [i, entry] of data.authorizationList.entries()) {
      const read = readAuthorization(entry, i)
      if (typeof read === 'string') return read
      authorizationList.push(read)
    }
  }
  const options = body.executionOptions ?? {}
  if (!isRecord(options)) return 'executionOptions must be an object'
  if (options.referrer !== undefined && options.referrer !== null && typeof options.referrer !== 'string')
    return 'executionOptions.referrer must be a string'
  if (options.subsidizeFees !== undefined && typeof options.subsidizeFees !== 'boolean')
    return 'executionOptions.subsidizeFees must be a boolean'
  if (body.originGasOverhead !== undefined && !isCount(body.originGasOverhead))
    return 'originGasOverhead must be a non-negative integer'
  if (
    body.requestId !== undefined &&
    body.requestId !== null &&
    (typeof body.requestId !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(body.requestId))
  )
    return 'requestId must be 0x + 64 hex'
  return {
    executionKind: 'rawCalls',
    data: {
      chainId: data.chainId,
      to: data.to as Hex,
      data: data.data as Hex,
      ...(authorizationList ? { authorizationList } : {}),
    },
    executionOptions: {
      referrer: typeof options.referrer === 'string' ? options.referrer : null,
      subsidizeFees: options.subsidizeFees === true,
    },
    originGasOverhead: typeof body.originGasOverhead === 'number' ? body.originGasOverhead : 0,
    requestId: typeof body.requestId === 'string' ? body.requestId.toLowerCase() : null,
  }
}
