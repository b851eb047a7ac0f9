import { ExecutionError, type FundsLocation } from '../../errors/ExecutionError'
import { describeFailure } from '../../failures/describeFailure'
import type { ExecutionItemProgress, ExecutionProgress } from '../types'
import type { ExecutionFailure, ExecutionOutcome, OutcomeItem } from './ExecutionOutcome'
import { fundsAfter } from './fundsAfter'
import { withTruthfulFunds } from './withTruthfulFunds'

/**
 * The execution machine's one rule book: the progress after `outcome`. Every item state, the run's `status`,
 * `funds`, `request`, `recovery` and `error` are decided here and nowhere else; runners only report what happened.
 * Pure: the progress given is not changed, and items the outcome is not about keep their identity.
 *
 * The rules for `funds` (docs/architecture.md draws them):
 * - a deposit that went out (`sent` with `deposit`, `posted` with `deposit`, the service past `waiting`) is `sent`;
 * - `unknown` failures (something may have gone out) are `unknown`;
 * - a deposit that was undone (`reverted`) is `not-sent`; a deposit without a receipt in time (`timeout`) is `unknown`;
 * - nothing else moves them, and no failure or stop after a send says `not-sent` (`withTruthfulFunds`);
 * - a terminal refund or failure is `refunded` or `failed`.
 *
 * @example
 * reduce(progress, { type: 'sent', step: 1, item: 0, hash, deposit: true }).funds // 'sent'
 */
export function reduce(progress: ExecutionProgress, outcome: ExecutionOutcome): ExecutionProgress {
  switch (outcome.type) {
    case 'resumed':
      return { ...progress, status: 'running', error: undefined, recovery: undefined }
    case 'started':
      return { ...progress, status: 'running' }
    case 'tracking':
      return { ...progress, status: 'tracking' }
    case 'switching':
      return patchItem(progress, outcome, { state: 'switching-chain' })
    case 'prompted':
      return patchItem(progress, outcome, { state: 'awaiting-wallet' })
    case 'sent': {
      const sent = patchItem(progress, outcome, {
        state: 'submitted',
        ...(outcome.hash ? { txHash: outcome.hash, explorerUrl: outcome.explorerUrl } : {}),
      })
      return outcome.deposit ? { ...sent, funds: 'sent' } : sent
    }
    case 'replaced':
      return patchItem(progress, outcome, { txHash: outcome.hash, explorerUrl: outcome.explorerUrl })
    case 'confirming':
      return patchItem(progress, outcome, { state: 'confirming' })
    case 'confirmed':
      return patchItem(progress, outcome, {
        state: 'complete',
        ...(outcome.hash ? { txHash: outcome.hash, explorerUrl: outcome.explorerUrl } : {}),
      })
    case 'signed':
      return patchItem(progress, outcome, { state: 'submitted', signature: outcome.signature })
    case 'posted': {
      const posted = patchItem(progress, outcome, { state: 'complete' })
      return outcome.deposit ? { ...posted, funds: 'sent' } : posted
    }
    case 'released':
      return patchItem(progress, outcome, { state: 'idle' })
    case 'seen':
      return {
        ...progress,
        request: outcome.request,
        recovery: undefined,
        // The service acted on the deposit: it went out, whatever the wallet said (once its word is checked).
        funds:
          !outcome.unverified && outcome.request.status !== 'waiting' && progress.funds === 'not-sent'
            ? 'sent'
            : progress.funds,
      }
    case 'retrying':
      return { ...progress, recovery: outcome.recovery }
    case 'settled': {
      const { request } = outcome
      if (request.status === 'success') return { ...progress, status: 'success', request }
      const failure = describeFailure(request.failReason, request.refundFailReason, {
        status: request.status,
      })
      const refunded = request.status === 'refund'
      const error = new ExecutionError({
        reason: refunded ? 'refunded' : 'failed',
        funds: refunded ? 'refunded' : 'failed',
        shortMessage: `${failure.title}. ${failure.explanation} ${failure.action}`,
      })
      return { ...progress, status: refunded ? 'refund' : 'failure', request, funds: error.funds, error }
    }
    case 'stopped': {
      const known: FundsLocation =
        progress.funds === 'not-sent' && outcome.claimedDeposit ? 'unknown' : progress.funds
      const error =
        outcome.thrown instanceof ExecutionError
          ? withTruthfulFunds(outcome.thrown, known)
          : new ExecutionError({
              reason: outcome.aborted ? 'aborted' : 'unknown',
              funds: known,
              cause: outcome.thrown,
            })
      return {
        ...progress,
        status: outcome.aborted ? 'aborted' : 'error',
        funds: error.funds,
        error,
        recovery: undefined,
      }
    }
    default: {
      const failed =
        outcome.message !== undefined && outcome.step !== undefined && outcome.item !== undefined
          ? patchItem(progress, outcome as OutcomeItem, { state: 'failed', error: outcome.message })
          : progress
      return { ...failed, funds: fundsOnFailure(progress, outcome) }
    }
  }
}

/** Where the funds are after a runner's failure (see {@link reduce}'s rules). */
function fundsOnFailure(progress: ExecutionProgress, failure: ExecutionFailure): FundsLocation {
  switch (failure.type) {
    case 'unknown':
      return 'unknown'
    case 'reverted':
      return failure.deposit ? 'not-sent' : fundsAfter(progress)
    case 'timeout':
      return failure.deposit ? 'unknown' : fundsAfter(progress)
    default:
      return fundsAfter(progress)
  }
}

/** The progress with one item changed (the others, and the other steps, keep their identity). */
function patchItem(
  progress: ExecutionProgress,
  { step, item }: OutcomeItem,
  patch: Partial<ExecutionItemProgress>,
): ExecutionProgress {
  const steps = progress.steps.map((s, i) =>
    i === step ? { ...s, items: s.items.map((it, j) => (j === item ? { ...it, ...patch } : it)) } : s,
  )
  return { ...progress, steps }
}
