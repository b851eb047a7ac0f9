import { addresses } from '../config/addresses'
import type { OriginTransaction } from '../model/OriginTransaction'
import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'
import { decodeDepositCall } from './decodeDepositCall'
import { decodeOriginTransfer } from './decodeOriginTransfer'
import { depositSender } from './depositSender'
import { findByDepositAddress } from './findByDepositAddress'
import { indexDeposit } from './indexDeposit'
import { lifecycleSteps } from './lifecycleSteps'
import { parseAppBalanceCallData } from './parseAppBalanceCallData'
import { refundExtraFunds } from './refundExtraFunds'
import { statusTransitions } from './statusTransitions'
import { toSimTx } from './toSimTx'
import { transitionStatus } from './transitionStatus'
import { updateRequest } from './updateRequest'

/** What the solver made of an origin transaction. */
export type IngestResult =
  | { kind: 'deposit'; requestId: string }
  | { kind: 'extraDeposit'; requestId: string; reason: string }
  | { kind: 'appBalanceDeposit'; wallet: string }
  | { kind: 'ignored'; reason: string }

// Transactions already taken into account, per simulator ("chainId:hash"): the watcher and
// `POST /transactions/index` may both hand over the same transaction.
const ingested = new WeakMap<SimContext, Set<string>>()
// Deposits recorded on a request as extra funds (refunded, not the request's own deposit), per simulator ("chainId:hash").
const extraDeposits = new WeakMap<SimContext, Set<string>>()
const extras = (ctx: SimContext) => {
  let set = extraDeposits.get(ctx)
  if (!set) extraDeposits.set(ctx, (set = new Set()))
  return set
}

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase())

/**
 * The solver's single entry point for origin-chain transactions (both modes):
 * a deposit to the depository whose call data ends with a known 32-byte request id is indexed
 * (→ `pending`, then filled on the clock); so is a transfer to a request's deposit address.
 * A deposit on another chain than the request's origin ends it as `failure`
 * (`DEPOSIT_CHAIN_MISMATCH`) while it is `waiting` or `pending` with no fill in flight. A wrong currency
 * or a short amount is indexed and refunded (`INCORRECT_DEPOSIT_CURRENCY`, `DEPOSITED_AMOUNT_TOO_LOW_TO_FILL`), and so
 * is a transfer to a deposit address after the request's deadline (`ORDER_EXPIRED`: the address has expired);
 * an overpayment is filled as quoted and its surplus refunded once the request succeeded (`refundSurplus`).
 * Every other deposit carrying the request id is an extra deposit (`extraDeposit`): a second deposit
 * once one is indexed, a deposit for a request that ended without one (fast fills excepted: their deposit
 * is still their own), a wrong-chain deposit that cannot end the request (a `depositing` permit request, a
 * fill under way). It is appended to `inTxs` and refunded to its sender on its chain
 * (`refundExtraFunds`, an `outTxs` entry of kind `refund`); the request's status follows its own
 * deposit only. A reverted transaction, or a transaction seen or indexed before, is ignored. A transfer
 * to `solverAddresses[0]` on 8453 whose call data ends with `012345abcdef` + 40 hex + `012345abcdef`
 * credits that address's app balance (40 zeros: the sender).
 */
export async function ingestOriginTransaction(ctx: SimContext, tx: OriginTransaction): Promise<IngestResult> {
  let seen = ingested.get(ctx)
  if (!seen) ingested.set(ctx, (seen = new Set()))
  const key = `${tx.chainId}:${String(tx.hash).toLowerCase()}`
  if (seen.has(key)) return { kind: 'ignored', reason: 'transaction already ingested' }
  if (tx.success === false) return { kind: 'ignored', reason: 'transaction reverted' }
  const chain = ctx.chain(tx.chainId)
  if (!chain) return { kind: 'ignored', reason: `unknown chain ${tx.chainId}` }
  // Decoders name native currency by the zero address; non-EVM chains have their own native address.
  const native = chain.currencies.find((c) => c.isNative)?.address ?? addresses.native
  const norm = (currency: string) => (currency === addresses.native ? native : currency)
  const transfer = decodeOriginTransfer(tx)
  transfer.currency = norm(transfer.currency)
  const data = String(tx.data ?? '0x')

  if (same(tx.to, chain.depository)) {
    if (!/^0x[0-9a-fA-F]*$/.test(data) || data.length < 66)
      return { kind: 'ignored', reason: 'depository call data does not end with a request id' }
    const request = ctx.store.get(`0x${data.slice(-64)}`)
    if (!request) return { kind: 'ignored', reason: 'no request with the id at the end of the call data' }
    const { currency, amount } = decodeDepositCall(tx)
    return deposit(ctx, seen, key, request, tx, norm(currency), amount)
  }

  const byAddress = transfer.recipient ? findByDepositAddress(ctx, transfer.recipient) : undefined
  if (byAddress) return deposit(ctx, seen, key, byAddress, tx, transfer.currency, transfer.amount, true)

  if (chain.id === 8453 && same(transfer.recipient, chain.solverAddresses[0])) {
    const wallet = parseAppBalanceCallData(transfer.extraData, tx.from)
    if (!wallet) return { kind: 'ignored', reason: 'transfer to the solver without app-balance call data' }
    const currency = ctx.currency(chain.id, transfer.currency)
    if (!currency) return { kind: 'ignored', reason: `unsupported currency ${transfer.currency}` }
    if (transfer.amount <= 0n) return { kind: 'ignored', reason: 'nothing transferred' }
    seen.add(key)
    ctx.ledger.credit(wallet, currency, transfer.amount, { txHash: String(tx.hash), at: ctx.clock.now() })
    ctx.events.emit('balance.updated', { wallet })
    return { kind: 'appBalanceDeposit', wallet }
  }
  return { kind: 'ignored', reason: 'not a deposit, a deposit-address transfer or an app-balance deposit' }
}

function deposit(
  ctx: SimContext,
  seen: Set<string>,
  key: string,
  request: SimRequest,
  tx: OriginTransaction,
  currency: string,
  amount: bigint,
  toDepositAddress = false,
): IngestResult {
  // Every check comes before any change: an ignored transaction leaves the request untouched.
  if (request.inTxs.some((t) => t.chainId === tx.chainId && same(String(t.txHash), String(tx.hash))))
    return { kind: 'ignored', reason: 'transaction already indexed for this request' }
  const wrongChain = tx.chainId !== request.originChainId
  const ended = request.status === 'success' || request.status === 'refund' || request.status === 'failure'
  // A deposit on the wrong chain ends the request as `failure`, only while no fill is under way.
  const canFail =
    (request.status === 'waiting' || request.status === 'pending') &&
    statusTransitions[request.status].includes('failure') &&
    !lifecycleSteps.isFilling(ctx, request.id)
  // Funds the request cannot use are recorded and returned to their sender; its status stays.
  // A fast-filled request may have ended before its deposit lands: the deposit is still its own.
  const extra = hasOwnDeposit(ctx, request)
    ? 'a deposit is already indexed for this request'
    : ended && !request.fastFill
      ? `request already ended (${request.status})`
      : wrongChain && !canFail
        ? `deposit on chain ${tx.chainId}, not the origin chain ${request.originChainId}, while the request is ${request.status}`
        : undefined
  seen.add(key)
  const simTx = toSimTx(tx)
  if (extra) {
    extras(ctx).add(`${tx.chainId}:${String(tx.hash)}`.toLowerCase())
    updateRequest(ctx, request.id, (r) => {
      r.inTxs = [...r.inTxs, simTx]
    })
    refundExtraFunds(ctx, request.id, {
      chainId: tx.chainId,
      currency,
      amount,
      to: depositSender(tx),
      depositTxHash: String(tx.hash),
      fromDepository: !toDepositAddress,
    })
    return {
      kind: 'extraDeposit',
      requestId: request.id,
      reason: `${extra}: recorded and refunded to its sender`,
    }
  }
  const deposited = {
    chainId: tx.chainId,
    currency,
    amount: amount.toString(),
    txHash: String(tx.hash),
  }
  if (toDepositAddress)
    ctx.store.update(request.id, (r) => {
      if (r.depositAddress)
        r.depositAddress = { ...r.depositAddress, depositor: tx.from, depositTxHash: String(tx.hash) }
    })
  if (wrongChain) {
    transitionStatus(ctx, request.id, 'failure', (r) => {
      r.inTxs = [simTx, ...r.inTxs]
      r.deposited = deposited
      r.failReason = 'DEPOSIT_CHAIN_MISMATCH'
      r.refundFailReason = 'MANUAL_REFUND_REQUIRED'
    })
    return { kind: 'deposit', requestId: request.id }
  }
  let problem: string | undefined
  // A deposit address expires at the request's deadline: what lands later is refunded, never filled.
  if (toDepositAddress && ctx.clock.now() > request.deadline) problem = 'ORDER_EXPIRED'
  else if (!same(currency, request.currencyIn.address)) problem = 'INCORRECT_DEPOSIT_CURRENCY'
  else if (amount < BigInt(request.amountIn)) problem = 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL'
  indexDeposit(ctx, request.id, simTx, deposited, problem)
  return { kind: 'deposit', requestId: request.id }
}

/** Whether the request's own deposit is indexed: recorded as `deposited`, or (seeded history) an `inTxs` entry that is no extra deposit. */
function hasOwnDeposit(ctx: SimContext, request: SimRequest): boolean {
  if (request.deposited) return true
  const known = extras(ctx)
  return request.inTxs.some((t) => !known.has(`${t.chainId}:${String(t.txHash)}`.toLowerCase()))
}
