/** One instruction of an SVM step item, as the service's quotes carry it (relay's shape): `data` is hex without `0x`. */
export interface SvmInstruction {
  programId: string
  keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[]
  data: string
}
