import { addresses } from '../config/addresses'

/** One call of a Calibur batch. */
export type VirtualBatchCall = { to: string; value: bigint; data: `0x${string}` }

/** A decoded Calibur `SignedBatchedCall` and who signed its EIP-712 digest (undefined: no one). */
export type CaliburBatch = {
  calls: readonly VirtualBatchCall[]
  revertOnFailure: boolean
  nonce: bigint
  keyHash: string
  executor: string
  deadline: bigint
  signer: string | undefined
}

/** What running a batch did: Calibur's error name when it reverted, else the depository calls and the token moved. */
export type CaliburBatchRun = {
  revert: string | null
  deposits: VirtualBatchCall[]
  token: { address: string; amount: bigint } | undefined
}

const low = (a: string) => a.toLowerCase()
const zeroAddress = /^0x0{40}$/

/**
 * Calibur's `execute(SignedBatchedCall, bytes)` as the code of a delegated account runs it, on a virtual chain's
 * ledger: an account not delegated runs nothing; delegated elsewhere, or call data that is not `execute` (`batch`
 * null), reverts `UNKNOWN`; then the `executor` (0: anyone), the `deadline` (0: none), the root key, the nonce
 * (`key << 64 | seq`, consumed by `useSeq`) and the signer (the account itself), then the calls in order (`to` 0 is
 * the account), a failed one reverting everything when `revertOnFailure`. The caller undoes the ledger on a revert.
 */
export function runCaliburBatch(parameters: {
  account: string
  /** Who sent the transaction (the relayer). */
  sender: string
  /** The account's delegate, if any. */
  delegate: string | undefined
  batch: CaliburBatch | null
  /** The block's timestamp, seconds. */
  now: bigint
  /** Returns the next sequence number of nonce key `key` and moves it on. */
  useSeq(key: bigint): bigint
  /** Runs one call from the account: its token movement, or false when it fails. */
  call(call: VirtualBatchCall): false | { address?: string; amount?: bigint }
}): CaliburBatchRun {
  const { account, batch } = parameters
  const run: CaliburBatchRun = { revert: null, deposits: [], token: undefined }
  const revert = (label: string): CaliburBatchRun => ({ revert: label, deposits: [], token: undefined })
  if (!parameters.delegate) return run
  if (parameters.delegate !== low(addresses.calibur) || !batch) return revert('UNKNOWN')
  if (!zeroAddress.test(batch.executor) && low(batch.executor) !== low(parameters.sender))
    return revert('Unauthorized')
  if (batch.deadline !== 0n && parameters.now > batch.deadline) return revert('SignatureExpired')
  if (!/^0x0{64}$/.test(batch.keyHash)) return revert('Unauthorized')
  if (parameters.useSeq(batch.nonce >> 64n) !== BigInt.asUintN(64, batch.nonce)) return revert('InvalidNonce')
  if (!batch.signer || low(batch.signer) !== low(account)) return revert('InvalidSignature')
  for (const call of batch.calls) {
    const to = zeroAddress.test(call.to) ? account : call.to
    const outcome = parameters.call({ ...call, to })
    if (outcome === false) {
      if (batch.revertOnFailure) return revert('CallFailed')
      continue
    }
    if (low(to) === low(addresses.depository)) run.deposits.push({ ...call, to })
    if (outcome.address !== undefined && outcome.amount !== undefined)
      run.token = { address: outcome.address, amount: outcome.amount }
  }
  return run
}
