import type { createSolanaRpc } from '@solana/kit'
import type { TransactionStepItem } from '../../schemas/transactionStepItemSchema'
import type { ExecutionContext } from '../ExecutionContext'
import type { AdapterItemParameters } from '../machine/ChainAdapter'
import type { SvmSafetyContext } from './assertSafeSvmItem'
import type { SvmExecutionOptions } from './SvmWallet'

/** What the SVM adapter's parts share for one execution: the fee payer, the safety context, the options. */
export type SvmAdapterScope = {
  user: string
  feePayer: string
  options: SvmExecutionOptions
  safety: (parameters: AdapterItemParameters<TransactionStepItem>) => SvmSafetyContext
  rpcOf: (ctx: ExecutionContext, chainId: number) => ReturnType<typeof createSolanaRpc>
}
