// The data of a transaction item on an SVM chain (types only: it exports several types).

/** One account an SVM instruction names, as the service's quote lists it (base58). */
export type SvmAccountMeta = { pubkey: string; isSigner: boolean; isWritable: boolean }

/** One instruction of an SVM item: its program, its accounts, and its data as hex (with or without `0x`). */
export type SvmInstruction = { programId: string; keys: readonly SvmAccountMeta[]; data: string }

/**
 * The `data` of a transaction item on an SVM chain: the instructions of one v0 transaction and the address lookup
 * tables that compress it. The kit builds the transaction itself (fee payer, blockhash) from these.
 */
export type SvmItemData = {
  chainId: number
  instructions: readonly SvmInstruction[]
  addressLookupTableAddresses?: readonly string[] | undefined
}
