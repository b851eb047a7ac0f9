import type { Hash, Hex } from 'viem'
import type { Config } from 'wagmi'
import { getConnection, sendTransaction, switchChain, waitForTransactionReceipt } from 'wagmi/actions'

/** What {@link sendDeposit} sends: the deposit transaction `getAppBalanceDepositRequest` built, on `chainId`. */
export type SendDepositParameters = {
  chainId: number
  request: { to: `0x${string}`; value?: bigint | undefined; data?: Hex | undefined }
  /** Told when the wallet is asked to switch chains, to send, and once it returned the hash. */
  onPhase(phase: 'switching' | 'sending' | 'sent', hash?: Hash): void
}

/**
 * Sends an app-balance deposit with the host's wagmi connection: switches the wallet to `chainId` first when it is
 * elsewhere, sends the transaction, waits for its receipt, and rejects when it reverted. Loaded with a dynamic
 * `import()` by `useDepositFlow` on the first deposit, so wagmi's and viem's sending code (`sendTransaction`,
 * gas estimation, `call` with `ox`) is not in the card's first load.
 */
export async function sendDeposit(config: Config, { chainId, request, onPhase }: SendDepositParameters) {
  if (getConnection(config).chainId !== chainId) {
    onPhase('switching')
    await switchChain(config, { chainId })
  }
  onPhase('sending')
  const hash = await sendTransaction(config, {
    chainId,
    to: request.to,
    value: request.value,
    data: request.data,
  })
  onPhase('sent', hash)
  const receipt = await waitForTransactionReceipt(config, { hash, chainId })
  if (receipt.status !== 'success') throw new Error(`transaction ${hash} reverted`)
  return hash
}
