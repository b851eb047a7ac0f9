import { decodeServiceCall } from './decodeServiceCall'

/**
 * What a transaction does, read by {@link readServiceCall}: an `approval` of the origin token; a `deposit` (native
 * or ERC-20, the request it names, the depositor it credits, and for a token transfer the address it goes to); or
 * `unknown` (nothing in the service's ABI table: refused).
 */
export type ServiceCallEffect =
  | { kind: 'approval'; spender: string; amount: bigint }
  | {
      kind: 'deposit'
      native: boolean
      /** The ERC-20 deposited (lower-case), undefined for native. */
      token: string | undefined
      amount: bigint
      /** The request id the calldata names (lower-case), undefined when it names none. */
      requestId: string | undefined
      /** The depositor argument (the real depository's), if the call has one. */
      depositor: string | undefined
      /** A token transfer's recipient. */
      recipient: string | undefined
    }
  | { kind: 'unknown'; selector: string }

/**
 * Internal: reads a transaction item's calldata with the service's ABI table (`serviceAbi`). A call to the origin
 * token may only be one of the table's `token` functions, a call to any other target one of its `depository`
 * functions, or calldata of exactly 32 bytes: the request id itself, with the native value as the deposit (the real
 * service's native deposit to its receiver). A request id may follow a call's arguments (decisions.md), except after
 * a call that already names one. Pure: whether the target is a service contract is the caller's check.
 */
export function readServiceCall(
  transaction: { to: string; data?: string | undefined; value?: string | undefined },
  origin: { currency: string; native: boolean },
): ServiceCallEffect {
  const data = (transaction.data ?? '0x').toLowerCase()
  const value = /^\d+$/.test(transaction.value ?? '0') ? BigInt(transaction.value ?? '0') : 2n ** 256n
  const onToken = !origin.native && transaction.to.toLowerCase() === origin.currency.toLowerCase()
  const unknown = { kind: 'unknown', selector: data.slice(0, 10) } as const
  if (!onToken && /^0x[0-9a-f]{64}$/.test(data))
    return {
      kind: 'deposit',
      native: true,
      token: undefined,
      amount: value,
      requestId: data,
      depositor: undefined,
      recipient: undefined,
    }
  const call = decodeServiceCall(data)
  if (!call || (call.entry.contract === 'token') !== onToken) return unknown
  const { args, trailing } = call
  const text = (name: string) => (typeof args[name] === 'string' ? (args[name] as string) : undefined)
  const amount = typeof args.amount === 'bigint' ? args.amount : 0n
  if (call.entry.name === 'approve')
    return trailing ? unknown : { kind: 'approval', spender: text('spender')!, amount }
  if (text('requestId') && trailing) return unknown
  const native = call.entry.name === 'depositNative'
  return {
    kind: 'deposit',
    native,
    token: native ? undefined : (text('token') ?? transaction.to.toLowerCase()),
    amount: native ? value : amount,
    requestId: text('requestId') ?? trailing,
    depositor: text('depositor'),
    recipient: text('to'),
  }
}
