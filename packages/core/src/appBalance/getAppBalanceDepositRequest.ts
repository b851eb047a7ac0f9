import { type Address, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { InvalidParameterError } from '../errors/InvalidParameterError'
import { isAddress } from '../utils/isAddress'
import { encodeAppBalanceDeposit } from './encodeAppBalanceDeposit'

/** The chain on which app-balance deposits are made. */
const depositChainId = 8453
const nativeCurrency = '0x0000000000000000000000000000000000000000'

/** Parameters of {@link getAppBalanceDepositRequest}. */
export type GetAppBalanceDepositRequestParameters = {
  /** Chain records of `GET /chains` (only `id` and `solverAddresses` are read). */
  chains: readonly { id: number; solverAddresses?: readonly string[] | null | undefined }[]
  /** Amount to deposit, in the currency's smallest units. */
  amount: bigint
  /** Address whose app balance is credited. Defaults to the sender. */
  credit?: Address | undefined
  /** ERC-20 token address on chain 8453. Defaults to the native currency (zero address). */
  currency?: Address | undefined
}

/** The transaction to send from the depositing wallet (for wagmi's `sendTransaction`). */
export type GetAppBalanceDepositRequestReturnType = {
  /** Always 8453: app-balance deposits are made there. */
  chainId: number
  /** The solver address (native) or the token contract (ERC-20 `transfer`). */
  to: Address
  /** The native amount sent: the deposit for native currency, 0 for a token. */
  value: bigint
  /** The call data, ending with the app-balance suffix. */
  data: Hex
}

/**
 * Builds the transaction that funds an app balance: on chain 8453, a native transfer to the chain's
 * `solverAddresses[0]`, or an ERC-20 `transfer` to it, with the app-balance suffix of
 * {@link encodeAppBalanceDeposit} appended to the call data.
 *
 * @param parameters - {@link GetAppBalanceDepositRequestParameters}
 * @returns `{chainId, to, value, data}`: for native, `to` is the solver and `value` the amount; for a token, `to` is the token and `value` 0.
 * @throws InvalidParameterError when chain 8453 or its solver address is missing, the amount is not positive, or an address is malformed.
 */
export function getAppBalanceDepositRequest(
  parameters: GetAppBalanceDepositRequestParameters,
): GetAppBalanceDepositRequestReturnType {
  const { chains, amount, credit, currency = nativeCurrency } = parameters
  const solver = chains.find((chain) => chain.id === depositChainId)?.solverAddresses?.[0]
  if (!solver || !isAddress(solver))
    throw new InvalidParameterError({
      parameter: 'chains',
      rule: `must include chain ${depositChainId} with an EVM address in solverAddresses`,
      value: solver ?? null,
    })
  if (typeof amount !== 'bigint' || amount <= 0n)
    throw new InvalidParameterError({ parameter: 'amount', rule: 'must be a positive bigint', value: amount })
  if (typeof currency !== 'string' || !isAddress(currency))
    throw new InvalidParameterError({
      parameter: 'currency',
      rule: 'must be a token address',
      value: currency,
    })

  if (currency.toLowerCase() === nativeCurrency)
    return { chainId: depositChainId, to: solver, value: amount, data: encodeAppBalanceDeposit({ credit }) }
  const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [solver, amount] })
  return {
    chainId: depositChainId,
    to: currency,
    value: 0n,
    data: encodeAppBalanceDeposit({ credit, data: transfer }),
  }
}
