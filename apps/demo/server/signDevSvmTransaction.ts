import { svmAccounts } from '@crosspay/simulator'
import {
  createKeyPairFromPrivateKeyBytes,
  getBase64Codec,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  partiallySignTransaction,
} from '@solana/kit'

/**
 * The development wallet's Solana signature (`POST /dev-wallet/solana`, embedded mode only): signs a transaction
 * (base64 wire format) with the local Solana chain's test key of `address` (the simulator's public test keys,
 * `svmAccounts`), and only for those accounts; returns it signed (base64). Signs, never sends: the page sends it.
 */
export async function signDevSvmTransaction(
  body: unknown,
): Promise<{ transaction: string } | { error: string }> {
  const { address, transaction } = (body ?? {}) as { address?: unknown; transaction?: unknown }
  const account = svmAccounts.accounts.find((a) => a.address === address)
  if (!account || typeof transaction !== 'string' || transaction.length > 4000)
    return { error: 'a development Solana account and a base64 transaction' }
  try {
    const keyPair = await createKeyPairFromPrivateKeyBytes(Uint8Array.from(Buffer.from(account.seed, 'hex')))
    const decoded = getTransactionDecoder().decode(getBase64Codec().encode(transaction))
    const signed = await partiallySignTransaction([keyPair], decoded)
    return { transaction: getBase64EncodedWireTransaction(signed) }
  } catch {
    return { error: 'not a Solana transaction this account signs' }
  }
}
