import type { Hex } from 'viem'

/** One signed EIP-7702 authorization of `POST /execute` (`data.authorizationList[i]`). */
export interface GaslessAuthorization {
  chainId: number
  /** The delegate the account's code will point to. */
  address: Hex
  nonce: number
  yParity: number
  r: Hex
  s: Hex
}

/** The type-4 transaction the relayer sends for `POST /execute`: to the user's account, with the batch's call data. */
export interface GaslessCall {
  chainId: number
  /** The user's account (delegated, or delegating through `authorizationList`). */
  to: Hex
  data: Hex
  authorizationList?: GaslessAuthorization[]
}

/** Why a relayed batch would revert (an `eth_call` of it): the error's name, and its data when known. */
export interface GaslessRevert {
  label: string
  data: Hex | null
  message: string
}
