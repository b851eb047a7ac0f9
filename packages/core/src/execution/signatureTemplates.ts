/** Where a typed message of one primary type has its fields, verifying contract, spender, spends and owner. */
export type SignatureTemplate = {
  fields: string[]
  verifying: 'permit2' | 'token' | 'service'
  spender: (v: Record<string, unknown>) => unknown
  spends: (v: Record<string, unknown>) => { token: unknown; amount: unknown }[]
  owner?: (v: Record<string, unknown>) => unknown
}
const list = (v: unknown): Record<string, unknown>[] =>
  (Array.isArray(v) ? v : [v]).filter(
    (x): x is Record<string, unknown> => Boolean(x) && typeof x === 'object',
  )
const transfer = (witness: boolean): SignatureTemplate => ({
  fields: ['permitted', 'spender', 'nonce', 'deadline', ...(witness ? ['witness'] : [])],
  verifying: 'permit2',
  spender: (v) => v.spender,
  spends: (v) => list(v.permitted).map((p) => ({ token: p.token, amount: p.amount })),
})
const allowance = (field: 'details'): SignatureTemplate => ({
  fields: [field, 'spender', 'sigDeadline'],
  verifying: 'permit2',
  spender: (v) => v.spender,
  spends: (v) => list(v[field]).map((p) => ({ token: p.token, amount: p.amount })),
})
/**
 * Internal: the typed messages the service asks for, by primary type: the fields of the primary type (exactly these), and
 * where the spender, the tokens and amounts, and the owner are in the value. Permit2's transfers (the real
 * sample `executeBridgeAuthorize`), its allowances, ERC-2612 `Permit`, and the simulator's `DepositAuthorization`.
 */
export const signatureTemplates: Record<string, SignatureTemplate> = {
  PermitTransferFrom: transfer(false),
  PermitBatchTransferFrom: transfer(false),
  PermitWitnessTransferFrom: transfer(true),
  PermitBatchWitnessTransferFrom: transfer(true),
  PermitSingle: allowance('details'),
  PermitBatch: allowance('details'),
  Permit: {
    fields: ['owner', 'spender', 'value', 'nonce', 'deadline'],
    verifying: 'token',
    spender: (v) => v.spender,
    spends: (v) => [{ token: undefined, amount: v.value }],
    owner: (v) => v.owner,
  },
  DepositAuthorization: {
    fields: ['requestId', 'token', 'amount', 'depositor', 'deadline'],
    verifying: 'service',
    spender: () => undefined,
    spends: (v) => [{ token: v.token, amount: v.amount }],
    owner: (v) => v.depositor,
  },
}
