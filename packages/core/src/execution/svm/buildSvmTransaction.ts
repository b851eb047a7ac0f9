import {
  AccountRole,
  type Address,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  fetchAddressesForLookupTables,
  type GetLatestBlockhashApi,
  type GetMultipleAccountsApi,
  type Rpc,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Transaction,
} from '@solana/kit'
import type { SvmItemData } from './SvmItemData'

/** Parameters of {@link buildSvmTransaction}. */
export type BuildSvmTransactionParameters = {
  rpc: Rpc<GetLatestBlockhashApi & GetMultipleAccountsApi>
  data: SvmItemData
  /** Who pays the fees and signs first: the user, or the quote's `depositFeePayer`. */
  feePayer: string
}

/**
 * Builds the v0 transaction of an SVM item, unsigned: exactly the quote's instructions (already checked), the given
 * fee payer, the chain's latest blockhash, compressed with the quote's address lookup tables (read from the chain).
 */
export async function buildSvmTransaction(parameters: BuildSvmTransactionParameters): Promise<Transaction> {
  const { rpc, data, feePayer } = parameters
  const { value: latest } = await rpc.getLatestBlockhash({ commitment: 'confirmed' }).send()
  const instructions = data.instructions.map((instruction) => ({
    programAddress: address(instruction.programId),
    accounts: instruction.keys.map((key) => ({
      address: address(key.pubkey),
      role: key.isSigner
        ? key.isWritable
          ? AccountRole.WRITABLE_SIGNER
          : AccountRole.READONLY_SIGNER
        : key.isWritable
          ? AccountRole.WRITABLE
          : AccountRole.READONLY,
    })),
    data: hexToBytes(instruction.data),
  }))
  const message = appendTransactionMessageInstructions(
    instructions,
    setTransactionMessageLifetimeUsingBlockhash(
      latest as { blockhash: Blockhash; lastValidBlockHeight: bigint },
      setTransactionMessageFeePayer(address(feePayer), createTransactionMessage({ version: 0 })),
    ),
  )
  const tables = (data.addressLookupTableAddresses ?? []).map((a) => address(a)) as Address[]
  const compressed = tables.length
    ? compressTransactionMessageUsingAddressLookupTables(
        message,
        await fetchAddressesForLookupTables(tables, rpc, { commitment: 'confirmed' }),
      )
    : message
  return compileTransaction(compressed)
}

function hexToBytes(data: string): Uint8Array {
  const hex = data.replace(/^0x/, '')
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}
