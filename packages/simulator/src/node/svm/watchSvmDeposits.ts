import { ingestOriginTransaction } from '../../lifecycle/ingestOriginTransaction'
import type { SimContext } from '../../model/SimContext'
import { svmDepositTargets } from '../../svm/svmDepositTargets'
import { toSvmDeposit } from '../../svm/toSvmDeposit'
import type { SvmChain } from './createSvmChain'

/**
 * The chain watcher of the local Solana chain: every transaction it processes is looked at (toSvmDeposit) and a
 * deposit into the depository or a request's deposit address is handed to `ingestOriginTransaction`, which matches
 * it to its request by the memo's request id (the EVM watcher: the call data's) or by the deposit address. Returns `stop` and `settled` (resolves once every
 * deposit seen so far is ingested; tests). Problems are logged, never thrown.
 */
export function watchSvmDeposits(
  ctx: SimContext,
  chain: SvmChain,
  chainId: number,
  log: (message: string, error?: unknown) => void = (m, e) => console.error(`[simulator] ${m}`, e ?? ''),
): { stop(): void; settled(): Promise<void> } {
  const targets = svmDepositTargets(ctx, chain)
  let pending: Promise<unknown> = Promise.resolve()
  const stop = chain.onTransaction((tx) => {
    const deposit = toSvmDeposit(chainId, tx, targets)
    if (!deposit) return
    pending = pending.then(() =>
      ingestOriginTransaction(ctx, deposit).catch((error) =>
        log(`chain ${chainId}: could not ingest ${tx.signature}`, error),
      ),
    )
  })
  return {
    stop,
    async settled() {
      await pending
    },
  }
}
