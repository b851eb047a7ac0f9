import {
  createKeyPairFromPrivateKeyBytes,
  getAddressEncoder,
  getAddressFromPublicKey,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
} from '@solana/kit'

/** Options of {@link createTestSvmWallet}. */
export type CreateTestSvmWalletOptions = {
  /** The accounts' 32-byte Ed25519 private keys as hex (the simulator's `svmAccounts.accounts[i].seed`). */
  seeds: readonly string[]
  /** Refuse every signature as a user would (an error with code 4001). */
  reject?: boolean | undefined
}

/** A wallet-standard Solana test wallet and what it was asked: every transaction it was given to sign. */
export type TestSvmWallet = {
  wallet: {
    readonly name: string
    readonly version: '1.0.0'
    readonly icon: `data:image/svg+xml;base64,${string}`
    readonly chains: readonly `${string}:${string}`[]
    readonly accounts: readonly {
      address: string
      publicKey: Uint8Array
      chains: readonly `${string}:${string}`[]
      features: readonly `${string}:${string}`[]
    }[]
    readonly features: Readonly<Record<string, unknown>>
  }
  /** The transactions (wire bytes) the wallet was asked to sign, in order. */
  prompts: Uint8Array[]
}

/**
 * A wallet-standard wallet over local keypairs, with `standard:connect` and `solana:signTransaction` (it signs,
 * never sends), recording every prompt: the Solana counterpart of the wagmi mock connector in tests.
 */
export async function createTestSvmWallet(options: CreateTestSvmWalletOptions): Promise<TestSvmWallet> {
  const keys = await Promise.all(
    options.seeds.map(async (seed) => {
      const keyPair = await createKeyPairFromPrivateKeyBytes(Uint8Array.from(Buffer.from(seed, 'hex')))
      const address = await getAddressFromPublicKey(keyPair.publicKey)
      return { keyPair, address: String(address) }
    }),
  )
  const chains = ['solana:localnet'] as const
  const accounts = keys.map(({ address }) => ({
    address,
    publicKey: new Uint8Array(getAddressEncoder().encode(address as never)),
    chains,
    features: ['solana:signTransaction'] as const,
  }))
  const prompts: Uint8Array[] = []
  const signTransaction = async (...inputs: { account: { address: string }; transaction: Uint8Array }[]) =>
    Promise.all(
      inputs.map(async ({ account, transaction }) => {
        prompts.push(transaction)
        if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
        const key = keys.find((k) => k.address === account.address)
        if (!key) throw new Error(`No account ${account.address}`)
        const signed = await partiallySignTransaction(
          [key.keyPair],
          getTransactionDecoder().decode(transaction),
        )
        return { signedTransaction: new Uint8Array(getTransactionEncoder().encode(signed)) }
      }),
    )
  return {
    prompts,
    wallet: {
      name: 'crosspay test wallet',
      version: '1.0.0',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains,
      accounts,
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts }) },
        'solana:signTransaction': { version: '1.0.0', supportedTransactionVersions: [0], signTransaction },
      },
    },
  }
}
