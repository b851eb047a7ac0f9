import type { Client } from 'viem'
import { getCode } from 'viem/actions'
import { caliburAddress } from './caliburAddress'

/** What an account's code says about EIP-7702 delegation. */
export type Delegation =
  /** A plain account (no code): it can be delegated to Calibur with an authorization. */
  | { kind: 'none' }
  /** Already delegated to Calibur: no authorization needed. */
  | { kind: 'calibur' }
  /** Delegated to another contract (another wallet's delegate): the gasless path refuses it. */
  | { kind: 'elsewhere'; delegate: string }
  /** A contract account (not an EIP-7702 delegation): the gasless path does not apply. */
  | { kind: 'contract' }

/** Reads `account`'s code on the client's chain: no code, `0xef0100‖Calibur`, `0xef0100‖other`, or a contract. */
export async function readDelegation(client: Client, account: `0x${string}`): Promise<Delegation> {
  const code = ((await getCode(client, { address: account })) ?? '0x').toLowerCase()
  if (code === '0x' || code === '0x0') return { kind: 'none' }
  if (!code.startsWith('0xef0100') || code.length !== 48) return { kind: 'contract' }
  const delegate = `0x${code.slice(8)}`
  return delegate === caliburAddress.toLowerCase() ? { kind: 'calibur' } : { kind: 'elsewhere', delegate }
}
