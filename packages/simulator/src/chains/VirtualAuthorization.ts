/** One signed EIP-7702 authorization of a relayed batch, with its signer recovered (`authority`). */
export type VirtualAuthorization = {
  chainId: number
  address: string
  nonce: number
  yParity: number
  r: string
  s: string
  /** Who signed it; undefined when the signature recovers no one (the authorization is skipped, as on chain). */
  authority: string | undefined
}
