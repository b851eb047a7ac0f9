// A wallet-standard Solana wallet, as far as the executor uses it (types only: it exports several types).

/** One account of a wallet-standard wallet (`@wallet-standard/base` `WalletAccount`, the fields read here). */
export type SvmWalletAccount = {
  readonly address: string
  readonly publicKey: Uint8Array
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

/** The `solana:signTransaction` feature of `@solana/wallet-standard-features` (what the executor calls). */
export type SvmSignTransactionFeature = {
  readonly version: string
  signTransaction(
    ...inputs: { account: SvmWalletAccount; transaction: Uint8Array; chain?: string | undefined }[]
  ): Promise<readonly { readonly signedTransaction: Uint8Array }[]>
}

/**
 * A wallet-standard wallet (Phantom, Solflare, Backpack and any other that registers itself with
 * `@wallet-standard/app`) that has the `solana:signTransaction` feature and the user's account in `accounts`.
 */
export type SvmWallet = {
  readonly name: string
  readonly accounts: readonly SvmWalletAccount[]
  readonly features: Readonly<Record<string, unknown>>
}

/** How an execution signs Solana items: the wallet, and for `depositFeePayer` quotes the integrator's co-signer. */
export type SvmExecutionOptions = {
  /** The connected wallet-standard wallet; the quote's `user` must be one of its accounts. */
  wallet: SvmWallet
  /** The wallet-standard chain passed to `signTransaction` (`solana:mainnet`, `solana:devnet`, …). Defaults to none. */
  chain?: string | undefined
  /**
   * The Solana RPC to build, send and confirm through, by chain id (your own provider's). Defaults to the chain
   * record's `httpRpcUrl`.
   */
  rpcUrl?: ((chainId: number) => string | undefined) | undefined
  /**
   * For quotes with `depositFeePayer`: sends the unsigned transaction (base64 wire format) to YOUR server, which
   * checks it and signs it as the fee payer (`signSvmDepositAsFeePayer` in `@crosspay/core/server`) and answers the
   * transaction with that signature (base64). The user signs second. The fee payer's key never reaches the browser.
   */
  signAsFeePayer?: ((request: { transaction: string; requestId: string }) => Promise<string>) | undefined
}
