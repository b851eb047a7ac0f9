import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { AdapterItemParameters, SentItem } from '../machine/ChainAdapter'
import { claimOffset } from '../store/claimOffset'
import { toExplorerUrl } from '../toExplorerUrl'
import type { SvmAdapterScope } from './SvmAdapterScope'
import type { SvmItemData } from './SvmItemData'
import { sendSvmWire } from './sendSvmWire'

/**
 * The evidence an SVM claim left (a reload between the wallet's signature and the confirmation). A claim without a
 * signature means the wallet never handed a signed transaction back (`solana:signTransaction` does not broadcast):
 * nothing went out, undefined (the caller may send). A claim with a signature the chain knows is recorded `sent`; one
 * the chain does not know yet has its very same signed bytes sent again (the chain executes one signature at most
 * once, so this can never pay twice) and is recorded `sent`. The wallet is not asked again either way.
 */
export async function recoverSvmItem(
  scope: SvmAdapterScope,
  parameters: AdapterItemParameters<TransactionStepItem>,
): Promise<SentItem | undefined> {
  const { ctx, step, item, data } = parameters
  const claim = ctx.claim()
  if (!claim || claimOffset(claim, step, item) !== 0 || !claim.signature) return undefined
  const { chainId } = data.data as unknown as SvmItemData
  const hash = claim.signature
  const rpc = scope.rpcOf(ctx, chainId)
  const { value } = await rpc.getSignatureStatuses([hash as never], { searchTransactionHistory: true }).send()
  if (!value[0]) {
    if (!claim.transaction)
      throw ctx.fail({ type: 'unknown', step, item, error: { reason: 'sent-state-unknown' } })
    await sendSvmWire(scope, parameters, claim.transaction, hash)
  }
  ctx.apply({
    type: 'sent',
    step,
    item,
    hash,
    explorerUrl: toExplorerUrl(
      ctx.chains.find((c) => c.id === chainId),
      hash,
    ),
    deposit: Boolean(data.check),
  })
  return { hash }
}
