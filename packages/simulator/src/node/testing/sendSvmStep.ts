import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  assertIsTransactionWithinSizeLimit,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createKeyPairFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  fetchAddressesForLookupTables,
  getAddressFromPublicKey,
  getSignatureFromTransaction,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
} from '@solana/kit'
import type { SvmInstruction } from '../../svm/SvmInstruction'

/** The `data` of a quoted SVM step item. */
export interface SvmStepData {
  instructions: SvmInstruction[]
  addressLookupTableAddresses: string[]
}

const bytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))

/**
 * What a Solana wallet does with a quoted SVM step, with `@solana/kit` over the chain's RPC and WebSocket: builds
 * the v0 message from the item's instructions, compresses it with its lookup tables (read with `jsonParsed`),
 * takes a blockhash, signs with the seeds given (hex; the first pays the fees: a `depositFeePayer` first, then the
 * user) and sends and confirms it. Returns the signature. Test code.
 */
export async function sendSvmStep(options: { rpcUrl: string; wsUrl: string; data: SvmStepData; seeds: string[] }): Promise<string> {
  const rpc = createSolanaRpc(options.rpcUrl)
  const rpcSubscriptions = createSolanaRpcSubscriptions(options.wsUrl)
  const keyPairs = await Promise.all(options.seeds.map((s) => createKeyPairFromPrivateKeyBytes(bytes(s))))
  const payer = await getAddressFromPublicKey(keyPairs[0]!.publicKey)
  const tables = await fetchAddressesForLookupTables(
    options.data.addressLookupTableAddresses.map((a) => address(a)),
    rpc,
  )
  const { value: blockhash } = await rpc.getLatestBlockhash().send()
  const role = (k: SvmInstruction['keys'][number]) =>
    k.isSigner
      ? k.isWritable
        ? AccountRole.WRITABLE_SIGNER
        : AccountRole.READONLY_SIGNER
      : k.isWritable
        ? AccountRole.WRITABLE
        : AccountRole.READONLY
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer as Address, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
    (m) =>
      appendTransactionMessageInstructions(
        options.data.instructions.map((ix) => ({
          programAddress: address(ix.programId),
          accounts: ix.keys.map((k) => ({ address: address(k.pubkey), role: role(k) })),
          data: bytes(ix.data),
        })),
        m,
      ),
    (m) => compressTransactionMessageUsingAddressLookupTables(m, tables),
  )
  const signed = await signTransaction(keyPairs, compileTransaction(message))
  assertIsTransactionWithinSizeLimit(signed)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(signed, { commitment: 'confirmed' })
  return getSignatureFromTransaction(signed)
}
