import {
  AccountRole,
  type AddressesByLookupTableAddress,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createKeyPairFromPrivateKeyBytes,
  createTransactionMessage,
  getAddressFromPublicKey,
  pipe,
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
const role = (k: SvmInstruction['keys'][number]) =>
  k.isSigner
    ? k.isWritable
      ? AccountRole.WRITABLE_SIGNER
      : AccountRole.READONLY_SIGNER
    : k.isWritable
      ? AccountRole.WRITABLE
      : AccountRole.READONLY

/**
 * What a Solana wallet does with a quoted SVM step, with `@solana/kit`: the v0 message from the item's
 * instructions, compressed with its lookup tables (`tables`: their addresses, as read from the chain), with
 * `blockhash`, signed with the seeds given (hex; the first pays the fees: a `depositFeePayer`, then the user).
 * Returns the signed transaction. Test code.
 */
export async function signSvmStep(options: {
  data: SvmStepData
  seeds: string[]
  blockhash: { blockhash: string; lastValidBlockHeight: bigint }
  tables: AddressesByLookupTableAddress
}) {
  const keyPairs = await Promise.all(options.seeds.map((s) => createKeyPairFromPrivateKeyBytes(bytes(s))))
  const payer = await getAddressFromPublicKey(keyPairs[0]!.publicKey)
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(payer, m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        {
          blockhash: options.blockhash.blockhash as Blockhash,
          lastValidBlockHeight: options.blockhash.lastValidBlockHeight,
        },
        m,
      ),
    (m) =>
      appendTransactionMessageInstructions(
        options.data.instructions.map((ix) => ({
          programAddress: address(ix.programId),
          accounts: ix.keys.map((k) => ({ address: address(k.pubkey), role: role(k) })),
          data: bytes(ix.data),
        })),
        m,
      ),
    (m) => compressTransactionMessageUsingAddressLookupTables(m, options.tables),
  )
  return signTransaction(keyPairs, compileTransaction(message))
}
