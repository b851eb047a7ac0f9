import type { Hex } from 'viem'
import type { GaslessCall, GaslessRevert } from './GaslessCall'
import type { OriginTransaction } from './OriginTransaction'
import type { ChainMode, SimRequest, SimTx } from './types'

/**
 * What carries money in the simulator. `virtual` makes deterministic fake transactions on the
 * simulator clock; `anvil` (Node only, `src/node/`) sends real transactions on local chains.
 * The lifecycle calls it; it never changes request state itself.
 */
export interface ChainBackend {
  readonly mode: ChainMode
  /** Current fee data of a chain, for the gas fields of quoted transactions. */
  feeData(chainId: number): Promise<{ maxFeePerGas: bigint; maxPriorityFeePerGas: bigint }>
  /** Gas estimate for a quoted transaction (anvil: `eth_estimateGas`; virtual: a fixed table). */
  estimateGas(tx: { chainId: number; from: string; to: string; data: string; value: string }): Promise<bigint>
  /** Sends the destination fill of a request; resolves when it is mined (or fails). */
  fill(request: SimRequest): Promise<SimTx>
  /** Returns the deposit to the refund target on the origin chain; resolves when mined. */
  refund(request: SimRequest): Promise<SimTx>
  /** Permit / gasless flows: the solver pulls the user's approved deposit (`depositFor`); resolves when mined. */
  executePermitDeposit(request: SimRequest): Promise<SimTx>
  /**
   * The ERC-20 allowance `owner` gives `spender` on a chain (anvil: read on chain; virtual: the
   * approvals implied by permit deposits already pulled). Quotes leave out an approval that stands.
   */
  allowance(chainId: number, token: string, owner: string, spender: string): Promise<bigint>
  /**
   * Pays `amount` of `currency` to `to` on a chain from the solver (an app-fee claim): a real transfer on an anvil
   * chain, a virtual one (the recipient's virtual balance grows) elsewhere; `purpose` makes the virtual hash unique.
   */
  payout(chainId: number, currency: string, to: string, amount: bigint, purpose: string): Promise<SimTx>
  /** Gasless flows: an account's code (`0xef0100‖delegate` once delegated; `0x` for a plain account) and nonce on a live chain. */
  gaslessAccount(chainId: number, address: string): Promise<{ code: Hex; nonce: number }>
  /** Gasless flows: runs the relayer's type-4 transaction as an `eth_call`; null when it would succeed. */
  simulateGasless(call: GaslessCall): Promise<GaslessRevert | null>
  /** Gasless flows: the relayer sends the type-4 transaction and pays its gas; resolves when mined. */
  relayGasless(call: GaslessCall): Promise<SimTx & { gasUsed: bigint; gasPrice: bigint }>
  /**
   * Whether paying `token` to `owner` on an SVM chain must first create the owner's associated token account (its
   * rent, about 0.002 SOL, is a fee of the request): the Solana chain reads it; the virtual backend assumes a new
   * account for every SVM token. Always false for native currencies and EVM chains.
   */
  needsTokenAccount(chainId: number, owner: string, token: string): Promise<boolean>
  /** Looks a transaction up on a chain (for `POST /transactions/index`); null when unknown. */
  lookupTransaction(chainId: number, hash: string): Promise<OriginTransaction | null>
  /** Stops watchers and releases resources. */
  close(): Promise<void>
}
