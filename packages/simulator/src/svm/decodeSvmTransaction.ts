import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit'

/** A decoded wire transaction: its signatures, accounts (lookups resolved) and instructions. */
export interface DecodedSvmTransaction {
  /** Base58 signatures by signer, in message order; null where a signature is missing (all zero). */
  signatures: { signer: string; signature: Uint8Array | null }[]
  accountKeys: string[]
  signers: string[]
  instructions: { programId: string; accounts: string[]; data: Uint8Array }[]
  blockhash: string
  /** The signed message bytes. */
  messageBytes: Uint8Array
}

/**
 * Decodes a legacy or v0 wire transaction. `lookup(table)` returns the addresses of an address lookup table
 * (undefined when the account is no table): writable lookups come after the static accounts, then readonly ones,
 * as the runtime orders them. Throws on bytes that are no transaction or an unknown table.
 */
export function decodeSvmTransaction(
  wire: Uint8Array,
  lookup: (table: string) => string[] | undefined,
): DecodedSvmTransaction {
  const tx = getTransactionDecoder().decode(wire)
  const message = getCompiledTransactionMessageDecoder().decode(tx.messageBytes)
  if (message.version === 1) throw new Error('v1 transactions are not supported by the local Solana chain')
  const statics = message.staticAccounts.map(String)
  const writable: string[] = []
  const readonly: string[] = []
  const lookups = 'addressTableLookups' in message ? (message.addressTableLookups ?? []) : []
  for (const l of lookups) {
    const table = lookup(String(l.lookupTableAddress))
    if (!table) throw new Error(`address lookup table ${l.lookupTableAddress} not found`)
    const at = (i: number) => {
      const a = table[i]
      if (a === undefined) throw new Error(`index ${i} is outside lookup table ${l.lookupTableAddress}`)
      return a
    }
    writable.push(...l.writableIndexes.map(at))
    readonly.push(...l.readonlyIndexes.map(at))
  }
  const accountKeys = [...statics, ...writable, ...readonly]
  const signers = statics.slice(0, message.header.numSignerAccounts)
  const instructions = message.instructions.map((ix) => ({
    programId: accountKeys[ix.programAddressIndex] ?? '',
    accounts: (ix.accountIndices ?? []).map((i) => accountKeys[i] ?? ''),
    data: new Uint8Array(ix.data ?? []),
  }))
  const signatures = Object.entries(tx.signatures).map(([signer, signature]) => ({
    signer,
    signature: signature?.some((b) => b !== 0) ? new Uint8Array(signature) : null,
  }))
  return {
    signatures,
    accountKeys,
    signers,
    instructions,
    blockhash: String(message.lifetimeToken),
    messageBytes: new Uint8Array(tx.messageBytes),
  }
}
