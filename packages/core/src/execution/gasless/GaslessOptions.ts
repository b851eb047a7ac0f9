// The `gasless` option of executeQuote (types only).
import type { GaslessExecuteBody } from './GaslessExecuteBody'

/**
 * Pay without origin gas (`executeQuote`'s `gasless`): the account signs an EIP-7702 authorization to Calibur (once)
 * and an EIP-712 batch of the quote's calls, and the service's relayer sends them and pays the gas (the app balance
 * pays it back when the integrator's server sponsors it). Only for signers that can sign an authorization (a local or
 * embedded account), or accounts already delegated to Calibur; any other wallet runs the normal steps.
 */
export type GaslessOptions = {
  /**
   * `auto` (the default): only when the account holds too little native currency on the origin chain for the quote's
   * transactions; `always`: whenever the quote, the chain and the signer allow it.
   */
  when?: 'auto' | 'always' | undefined
  /**
   * Posts the signed batch to the service through YOUR server, which adds the API key and decides
   * `subsidizeFees` (`createProxyHandler` with `proxyRoutes.gasless` does). Resolves with the server's `Response`.
   * Defaults to `POST /execute` through the crosspay client (its base URL is then your proxy).
   */
  submit?: ((body: GaslessExecuteBody) => Promise<Response>) | undefined
  /**
   * Signs the EIP-7702 authorization when the wallet's own account cannot (an embedded wallet's hook, such as
   * Privy's `signAuthorization`). Defaults to the connected account's `signAuthorization` (local accounts).
   */
  signAuthorization?:
    | ((request: { address: `0x${string}`; chainId: number; nonce: number }) => Promise<{
        address: string
        chainId: number
        nonce: number
        r: string
        s: string
        yParity?: number | undefined
      }>)
    | undefined
  /** How long the signed batch stays valid, seconds (its `deadline`). Defaults to 600. */
  deadlineSeconds?: number | undefined
}
