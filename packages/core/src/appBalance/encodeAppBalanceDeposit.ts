import { type Address, type Hex, isAddress } from 'viem'
import { InvalidParameterError } from '../errors/InvalidParameterError'

/** Marker the service looks for before and after the credited address. */
const marker = '012345abcdef'
const senderPlaceholder = '0'.repeat(40)

/** Parameters of {@link encodeAppBalanceDeposit}. */
export type EncodeAppBalanceDepositParameters = {
  /** The address whose app balance is credited. Defaults to the sender of the transfer (40 zero characters). */
  credit?: Address | undefined
  /** The transfer's own call data (`0x…`, such as an ERC-20 `transfer`), kept in front of the suffix. Defaults to none. */
  data?: Hex | undefined
}

/** Return type of {@link encodeAppBalanceDeposit}: the complete call data, with a single leading `0x`. */
export type EncodeAppBalanceDepositReturnType = Hex

/**
 * Encodes the call data of an app-balance deposit: a transfer on chain 8453 to that chain's
 * `solverAddresses[0]` whose call data ends with `012345abcdef` + the 40 hex characters of the
 * address to credit (lower case; 40 zeros = the sender) + `012345abcdef`. The service credits the
 * transferred value to that address once the transfer is indexed.
 *
 * @param parameters - {@link EncodeAppBalanceDepositParameters}
 * @returns The call data: `0x` + original data (without its `0x`) + the suffix.
 * @throws InvalidParameterError when `credit` is not an address or `data` is not `0x`-prefixed, byte-aligned hex.
 *
 * @example
 * encodeAppBalanceDeposit({})
 * // '0x012345abcdef0000000000000000000000000000000000000000012345abcdef'
 * encodeAppBalanceDeposit({ credit: '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955', data: '0xa9059cbb…' })
 * // '0xa9059cbb…012345abcdef14dc79964da2c08b23698b3d3cc7ca32193d9955012345abcdef'
 */
export function encodeAppBalanceDeposit(
  parameters: EncodeAppBalanceDepositParameters = {},
): EncodeAppBalanceDepositReturnType {
  const { credit, data } = parameters
  if (credit !== undefined && (typeof credit !== 'string' || !isAddress(credit)))
    throw new InvalidParameterError({
      parameter: 'credit',
      rule: 'must be a 20-byte hex address (0x + 40 hex characters, valid checksum if mixed case)',
      value: credit,
    })
  if (data !== undefined && (typeof data !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(data)))
    throw new InvalidParameterError({
      parameter: 'data',
      rule: 'must be 0x-prefixed hex with an even number of digits',
      value: data,
    })
  const original = data ? data.slice(2) : ''
  const named = credit ? credit.slice(2).toLowerCase() : senderPlaceholder
  return `0x${original}${marker}${named}${marker}`
}
