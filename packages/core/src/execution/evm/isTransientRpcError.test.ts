import {
  HttpRequestError,
  InternalRpcError,
  RpcRequestError,
  TimeoutError,
  UserRejectedRequestError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { isTransientRpcError } from './isTransientRpcError'

// viem's own error classes, as its transport and request layers throw them.
const http = (status: number | undefined) =>
  new HttpRequestError({
    url: 'http://127.0.0.1:8545',
    status,
    body: { method: 'eth_getTransactionReceipt' },
  })
const rpc = (code: number) =>
  new RpcRequestError({ url: 'http://x', body: {}, error: { code, message: 'm' } })

describe('isTransientRpcError', () => {
  test('behavior: out of reach, 5xx, 408, 429, a timeout, -32603, -32005 (also as a cause) are transient', () => {
    for (const error of [
      http(undefined),
      http(503),
      http(408),
      http(429),
      new TimeoutError({ body: {}, url: 'http://x' }),
      new InternalRpcError(rpc(-32603)),
      rpc(-32005),
      new Error('wrapped', { cause: http(502) }),
    ])
      expect(isTransientRpcError(error), String(error)).toBe(true)
  })

  test('behavior: a 4xx refusal, a user rejection, another RPC error, a non-error are not', () => {
    for (const error of [
      http(401),
      http(400),
      new UserRejectedRequestError(new Error('no')),
      rpc(-32601),
      new Error('other'),
      undefined,
      'HttpRequestError',
    ])
      expect(isTransientRpcError(error), String(error)).toBe(false)
  })
})
