import { virtualBlockNumber } from '../chains/virtualBlockNumber'
import { chainIds } from '../config/chainIds'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'
import type { SimContext } from '../model/SimContext'
import { createVirtualSvmLedger, type VirtualSvmLedger } from './createVirtualSvmLedger'
import { svmDepositTargets } from './svmDepositTargets'
import { toSvmDeposit } from './toSvmDeposit'

const ledgers = new WeakMap<SimContext, Promise<VirtualSvmLedger>>()

/**
 * The virtual Solana chain of a simulator (created on first use, on the simulator's clock). A deposit sent to it
 * (a transfer into the depository with the request id in a memo) is handed to `ingestOriginTransaction` at once,
 * as the LiteSVM chain's watcher does in anvil mode.
 */
export function virtualSvmLedger(ctx: SimContext): Promise<VirtualSvmLedger> {
  let ledger = ledgers.get(ctx)
  if (!ledger) {
    ledger = (async () => {
      const created = await createVirtualSvmLedger({
        now: () => ctx.clock.now(),
        slot: () => BigInt(virtualBlockNumber(ctx.clock.now())),
      })
      const targets = svmDepositTargets(ctx, created)
      created.onTransaction((tx) => {
        const deposit = toSvmDeposit(chainIds.solana, tx, targets)
        if (deposit)
          ingestOriginTransaction(ctx, deposit).catch((error) =>
            console.error(`[simulator] could not ingest Solana deposit ${tx.signature}`, error),
          )
      })
      return created
    })()
    ledgers.set(ctx, ledger)
  }
  return ledger
}
