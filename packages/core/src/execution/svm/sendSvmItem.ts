import {
  getBase64Codec,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  type Transaction,
} from '@solana/kit'
import { ExecutionError } from '../../errors/ExecutionError'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import { isUserRejection } from '../evm/isUserRejection'
import type { AdapterItemParameters, SentItem } from '../machine/ChainAdapter'
import { holdClaim } from '../store/holdClaim'
import { toExplorerUrl } from '../toExplorerUrl'
import { buildSvmTransaction } from './buildSvmTransaction'
import type { SvmAdapterScope } from './SvmAdapterScope'
import type { SvmItemData } from './SvmItemData'
import type { SvmSignTransactionFeature } from './SvmWallet'
import { sendSvmWire } from './sendSvmWire'

/**
 * Sends one checked SVM item: builds its v0 transaction (`buildSvmTransaction`), has the integrator's server sign it
 * first as the `depositFeePayer` (the answer must carry the very same message), claims the item, asks the
 * wallet-standard wallet to sign (`solana:signTransaction`: the wallet signs only, it never broadcasts, so a refusal
 * or an error there proves nothing left), saves the signature and the signed bytes in the claim BEFORE sending them
 * (a reload looks them up and never signs twice), and sends them to the chain's RPC. The chain's refusal of the
 * transaction (its simulation failed) clears the claim (`send-refused`); a transport error keeps it (`unknown`).
 */
export async function sendSvmItem(
  scope: SvmAdapterScope,
  parameters: AdapterItemParameters<TransactionStepItem>,
): Promise<SentItem> {
  const { ctx, quote, step, item, data } = parameters
  const svm = data.data as unknown as SvmItemData
  const { chainId } = svm
  const rpc = scope.rpcOf(ctx, chainId)
  const account = scope.options.wallet.accounts.find((a) => a.address === scope.user)
  const feature = scope.options.wallet.features['solana:signTransaction'] as
    | SvmSignTransactionFeature
    | undefined
  const refuse = (check: string, shortMessage: string) =>
    new ExecutionError({ reason: 'unsafe', check, step: quote.steps[step]!.id, item, shortMessage })
  if (!account || !feature)
    throw ctx.fail({
      type: 'rejected',
      step,
      item,
      error: {
        reason: 'unsupported-origin',
        shortMessage: `The Solana wallet ${scope.options.wallet.name} has no account ${scope.user} that can sign transactions. Nothing was sent.`,
      },
    })
  let unsigned: Transaction = await buildSvmTransaction({ rpc, data: svm, feePayer: scope.feePayer })
  if (scope.feePayer !== scope.user) {
    if (!scope.options.signAsFeePayer)
      throw refuse(
        'svm-fee-payer',
        'The quote has a deposit fee payer but no server signs for it: nothing was sent.',
      )
    const answered = await scope.options.signAsFeePayer({
      transaction: getBase64EncodedWireTransaction(unsigned),
      requestId: ctx.requestId,
    })
    const cosigned = getTransactionDecoder().decode(getBase64Codec().encode(answered))
    if (
      !sameBytes(cosigned.messageBytes, unsigned.messageBytes) ||
      !cosigned.signatures[scope.feePayer as never]
    )
      throw refuse(
        'svm-fee-payer',
        'The fee payer answered another transaction or no signature: nothing was sent.',
      )
    unsigned = {
      ...unsigned,
      signatures: { ...unsigned.signatures, [scope.feePayer]: cosigned.signatures[scope.feePayer as never] },
    }
  }
  const release = holdClaim(ctx, { step, item, chainId, account: scope.user })
  let answered: Transaction
  try {
    ctx.apply({ type: 'prompted', step, item })
    const [output] = await feature.signTransaction({
      account,
      transaction: new Uint8Array(getTransactionEncoder().encode(unsigned)),
      ...(scope.options.chain ? { chain: scope.options.chain } : {}),
    })
    answered = getTransactionDecoder().decode(output!.signedTransaction)
  } catch (error) {
    // `solana:signTransaction` never broadcasts: whatever the wallet answered, nothing went out.
    ctx.setClaim(undefined)
    const rejected = isUserRejection(error) || /reject/i.test(String((error as Error)?.message))
    throw ctx.fail({
      type: 'rejected',
      step,
      item,
      message: rejected ? 'Rejected in the wallet.' : 'The wallet did not sign it.',
      error: { reason: rejected ? 'user-rejected' : 'signature-failed', cause: error },
    })
  } finally {
    release()
  }
  // The wallet signs what was checked, or nothing is sent.
  if (!sameBytes(answered.messageBytes, unsigned.messageBytes)) {
    ctx.setClaim(undefined)
    throw ctx.fail({
      type: 'rejected',
      step,
      item,
      error: {
        reason: 'unsafe',
        check: 'svm-wallet-altered',
        shortMessage: 'The wallet changed the transaction before signing it: nothing was sent.',
      },
    })
  }
  const signatures = { ...unsigned.signatures }
  for (const [key, value] of Object.entries(answered.signatures)) if (value) signatures[key as never] = value
  const signed: Transaction = { ...unsigned, signatures }
  const hash = getSignatureFromTransaction(signed) as string
  const wire = getBase64EncodedWireTransaction(signed)
  // Saved before it is sent: from here on a reload looks this signature up and never asks the wallet again.
  const claim = ctx.claim()
  if (claim) ctx.setClaim({ ...claim, signature: hash, transaction: wire })
  await sendSvmWire(scope, parameters, wire, hash)
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
  ctx.emitter.emit('transaction', { step, item, chainId, hash })
  if (data.check) ctx.options.fastFill?.({ requestId: ctx.requestId, txHash: hash }).catch(() => undefined)
  return { hash }
}

function sameBytes(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  return a.length === b.length && Array.from(a).every((byte, i) => byte === b[i])
}
