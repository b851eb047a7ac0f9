/** Program ids of the Solana programs a quoted SVM deposit and the solver's fills call (all built into LiteSVM). */
export const svmPrograms = {
  system: '11111111111111111111111111111111',
  token: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
  associatedToken: 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL',
  /** SPL Memo v3 (the program LiteSVM carries; the newer p-memo id is absent from it). */
  memo: 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr',
  addressLookupTable: 'AddressLookupTab1e1111111111111111111111111',
} as const
