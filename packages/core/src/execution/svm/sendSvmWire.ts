import {
  type Base64EncodedWireTransaction,
  isSolanaError,
  SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR,
} from '@solana/kit'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { AdapterItemParameters } from '../machine/ChainAdapter'
import type { SvmAdapterScope } from './SvmAdapterScope'
import type { SvmItemData } from './SvmItemData'

/**
 * Sends signed bytes to the chain's RPC. When the send fails but the chain knows the signature, it went out. The
 * RPC's answer refusing it (a failed simulation, an expired blockhash) proves it never will: the claim is cleared
 * (`send-refused`). A transport error proves nothing: the claim (with the bytes) stays, `sent-state-unknown`.
 */
export async function sendSvmWire(
  scope: SvmAdapterScope,
  parameters: AdapterItemParameters<TransactionStepItem>,
  wire: string,
  hash: string,
): Promise<void> {
  const { ctx, step, item, data } = parameters
  const rpc = scope.rpcOf(ctx, (data.data as unknown as SvmItemData).chainId)
  try {
    await rpc
      .sendTransaction(wire as Base64EncodedWireTransaction, {
        encoding: 'base64',
        preflightCommitment: 'confirmed',
      })
      .send()
  } catch (error) {
    const { value } = await rpc
      .getSignatureStatuses([hash as never], { searchTransactionHistory: true })
      .send()
      .catch(() => ({ value: [undefined] }))
    if (value[0]) return
    const refused = isSolanaError(error) && !isSolanaError(error, SOLANA_ERROR__RPC__TRANSPORT_HTTP_ERROR)
    if (refused) ctx.setClaim(undefined)
    throw ctx.fail({
      type: refused ? 'rejected' : 'unknown',
      step,
      item,
      message: refused
        ? 'The network refused it: nothing was sent.'
        : 'The network did not confirm it took it.',
      error: { reason: refused ? 'send-refused' : 'sent-state-unknown', cause: error },
    })
  }
}
