import {
  HttpRequestError,
  InsufficientFundsError,
  RpcRequestError,
  TimeoutError,
  TransactionExecutionError,
  UnknownRpcError,
} from 'viem'
import { describe, expect, test } from 'vitest'
import { isRefusedBeforeBroadcast } from './isRefusedBeforeBroadcast'

const url = 'http://rpc.test'
const wrapped = (cause: Error) =>
  new TransactionExecutionError(cause as never, { account: undefined, chain: undefined } as never)
const rpc = (message: string) => new RpcRequestError({ body: {}, url, error: { code: -32000, message } })

describe('isRefusedBeforeBroadcast', () => {
  test.each([
    ['a JSON-RPC error answer', rpc('insufficient funds for gas * price + value'), true],
    ['viem’s insufficient funds', new InsufficientFundsError({ cause: rpc('insufficient funds') }), true],
    ['a relay’s 403', new HttpRequestError({ url, status: 403 }), true],
    ['a rate limit', new HttpRequestError({ url, status: 429 }), true],
    ['a gateway’s 502 (may have been forwarded)', new HttpRequestError({ url, status: 502 }), false],
    ['a 408', new HttpRequestError({ url, status: 408 }), false],
    ['a dropped connection', new HttpRequestError({ url }), false],
    ['a timeout', new TimeoutError({ body: {}, url }), false],
    ['already known', rpc('already known'), false],
    ['nonce too low', rpc('nonce too low'), false],
    ['an unknown wallet error', new UnknownRpcError(new Error('boom')), false],
    ['anything else', new Error('boom'), false],
  ])('behavior: %s', (_name, error, refused) => {
    expect(isRefusedBeforeBroadcast(error)).toBe(refused)
    expect(isRefusedBeforeBroadcast(wrapped(error))).toBe(refused)
  })
})
