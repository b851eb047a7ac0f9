import { decodeFunctionData, erc20Abi, keccak256, parseEther, toHex } from 'viem'
import { addresses } from '../config/addresses'
import { anvilAccounts } from '../config/anvilAccounts'
import { evmTokenAt, evmTokens } from '../config/evmTokens'
import { depositoryAbi } from '../model/depositoryAbi'

/** A transaction mined on a virtual chain, with its receipt fields. */
export type VirtualEvmTx = {
  hash: `0x${string}`
  chainId: number
  from: string
  to: string
  value: bigint
  data: `0x${string}`
  nonce: number
  gas: bigint
  maxFeePerGas: bigint
  maxPriorityFeePerGas: bigint
  blockNumber: number
  timestamp: number
  gasUsed: bigint
  effectiveGasPrice: bigint
  success: boolean
  /** The ERC-20 movement, for the deposit ingestion (as the anvil chain watcher decodes it). */
  token?: { address: string; amount: bigint } | undefined
}

/** What a sender asks a virtual chain to mine. */
export type VirtualEvmRequest = {
  from: string
  to: string
  value?: bigint | undefined
  data?: string | undefined
  nonce?: number | undefined
  gas?: bigint | undefined
  maxFeePerGas?: bigint | undefined
  maxPriorityFeePerGas?: bigint | undefined
  /** The hash to use (a raw transaction's own); defaults to a deterministic one. */
  hash?: `0x${string}` | undefined
}

/** The state of the virtual EVM chains of one simulator: balances, allowances, nonces and mined transactions. */
export type VirtualEvmState = ReturnType<typeof createVirtualEvmState>

/** Base fee of every virtual block, wei. */
export const virtualBaseFee = 1_000_000_000n
const userNative = parseEther('10000')
const low = (a: string) => a.toLowerCase()

/** Thrown for what a node refuses before mining (bad nonce, insufficient funds): a JSON-RPC error, no receipt. */
export class VirtualEvmError extends Error {
  override name = 'VirtualEvmError'
}

/**
 * The virtual EVM chains' ledger: native and ERC-20 (the stablecoin) balances, allowances, nonces, and mined
 * transactions with receipts. The anvil accounts are funded as on anvil (10,000 native each; every token of the
 * deployment for #0–#5, see `evmTokens`). A transaction is mined at once: a nonce other than the account's next is refused, so is one the sender
 * cannot pay for; a call that fails (no allowance, no balance, an unknown depository call) reverts: its fee is
 * charged, nothing moves. Calls understood: ERC-20 `transfer`, `approve` (USDT's zero-reset rule for that token),
 * `transferFrom`; depository
 * `depositNative`, `depositErc20` (pulls the approved amount), `depositFor` (the solver only); anything else to an
 * address without code is a plain native transfer.
 */
export function createVirtualEvmState(clock: { now(): number; block(): number }) {
  const native = new Map<string, bigint>()
  const tokens = new Map<string, bigint>()
  const allowances = new Map<string, bigint>()
  const nonces = new Map<string, number>()
  const txs = new Map<string, VirtualEvmTx>()
  const funded = new Set<string>()
  const contracts = new Set([low(addresses.depository), ...evmTokens.map((t) => low(t.address))])

  const fund = (chainId: number, account: string) => {
    const key = `${chainId}:${low(account)}`
    if (funded.has(key)) return
    funded.add(key)
    const index = anvilAccounts.findIndex((a) => low(a.address) === low(account))
    if (index < 0) return
    native.set(key, userNative)
    // As deployContracts mints on anvil: every token of the deployment for #0–#5.
    if (index <= 5)
      for (const t of evmTokens) tokens.set(`${chainId}:${low(t.address)}:${low(account)}`, t.userAmount)
  }
  const nativeOf = (chainId: number, account: string) => {
    fund(chainId, account)
    return native.get(`${chainId}:${low(account)}`) ?? 0n
  }
  const tokenOf = (chainId: number, token: string, account: string) => {
    fund(chainId, account)
    return tokens.get(`${chainId}:${low(token)}:${low(account)}`) ?? 0n
  }
  const addNative = (chainId: number, account: string, delta: bigint) =>
    native.set(`${chainId}:${low(account)}`, nativeOf(chainId, account) + delta)
  const addToken = (chainId: number, token: string, account: string, delta: bigint) =>
    tokens.set(`${chainId}:${low(token)}:${low(account)}`, tokenOf(chainId, token, account) + delta)
  const allowanceKey = (chainId: number, token: string, owner: string, spender: string) =>
    `${chainId}:${low(token)}:${low(owner)}:${low(spender)}`
  const allowanceOf = (chainId: number, token: string, owner: string, spender: string) =>
    allowances.get(allowanceKey(chainId, token, owner, spender)) ?? 0n
  const moveToken = (chainId: number, token: string, from: string, to: string, amount: bigint) => {
    if (tokenOf(chainId, token, from) < amount) return false
    addToken(chainId, token, from, -amount)
    addToken(chainId, token, to, amount)
    return true
  }
  const pull = (
    chainId: number,
    token: string,
    owner: string,
    spender: string,
    to: string,
    amount: bigint,
  ) => {
    const allowed = allowanceOf(chainId, token, owner, spender)
    if (allowed < amount || !moveToken(chainId, token, owner, to, amount)) return false
    allowances.set(allowanceKey(chainId, token, owner, spender), allowed - amount)
    return true
  }

  /** The call's effects, or false when it reverts (nothing moved then). */
  const execute = (
    chainId: number,
    request: Required<Pick<VirtualEvmRequest, 'from' | 'to'>> & { value: bigint; data: `0x${string}` },
  ) => {
    const { from, to, value, data } = request
    const target = low(to)
    const token = evmTokenAt(target)
    if (token) {
      if (value > 0n) return false
      const call = decodeFunctionData({ abi: erc20Abi, data })
      if (call.functionName === 'transfer')
        return (
          moveToken(chainId, to, from, call.args[0], call.args[1]) && { address: to, amount: call.args[1] }
        )
      if (call.functionName === 'approve') {
        // USDT's rule: a non-zero allowance goes back to zero before another non-zero value.
        if (token.zeroReset && call.args[1] !== 0n && allowanceOf(chainId, to, from, call.args[0]) !== 0n)
          return false
        allowances.set(allowanceKey(chainId, to, from, call.args[0]), call.args[1])
        return {}
      }
      if (call.functionName === 'transferFrom')
        return (
          pull(chainId, to, call.args[0], from, call.args[1], call.args[2]) && {
            address: to,
            amount: call.args[2],
          }
        )
      return false
    }
    if (target === low(addresses.depository)) {
      const call = decodeFunctionData({ abi: depositoryAbi, data })
      if (call.functionName === 'depositNative') {
        addNative(chainId, from, -value)
        addNative(chainId, to, value)
        return {}
      }
      if (value > 0n) return false
      if (call.functionName === 'depositErc20')
        return (
          pull(chainId, call.args[0], from, to, to, call.args[1]) && {
            address: call.args[0],
            amount: call.args[1],
          }
        )
      if (call.functionName === 'depositFor' && low(from) === low(addresses.solver))
        return (
          pull(chainId, call.args[0], call.args[1], to, to, call.args[2]) && {
            address: call.args[0],
            amount: call.args[2],
          }
        )
      return false
    }
    addNative(chainId, from, -value)
    addNative(chainId, to, value)
    return {}
  }

  return {
    nativeOf,
    tokenOf,
    allowanceOf,
    nonceOf: (chainId: number, account: string) => nonces.get(`${chainId}:${low(account)}`) ?? 0,
    /** The account's nonce at the end of block `blockNumber` (its history: one more than the last nonce mined by then). */
    nonceAt: (chainId: number, account: string, blockNumber: number) =>
      [...txs.values()].reduce(
        (n, t) =>
          t.chainId === chainId && low(t.from) === low(account) && t.blockNumber <= blockNumber
            ? Math.max(n, t.nonce + 1)
            : n,
        0,
      ),
    codeOf: (address: string) => (contracts.has(low(address)) ? '0x00' : '0x'),
    transaction: (hash: string) => txs.get(low(hash)),
    transactionsIn: (chainId: number, blockNumber: number) =>
      [...txs.values()].filter((t) => t.chainId === chainId && t.blockNumber === blockNumber),
    /** Credits a fill or a refund the solver sends (the backend's transactions): no nonce, no fee. */
    credit(chainId: number, currency: string, to: string, amount: bigint) {
      if (low(currency) === low(addresses.native)) addNative(chainId, to, amount)
      else addToken(chainId, currency, to, amount)
    },
    /** Mines a transaction at once and returns it; throws a {@link VirtualEvmError} for what a node refuses. */
    send(chainId: number, request: VirtualEvmRequest): VirtualEvmTx {
      const from = request.from
      const expected = nonces.get(`${chainId}:${low(from)}`) ?? 0
      const nonce = request.nonce ?? expected
      if (nonce < expected)
        throw new VirtualEvmError(`nonce too low: next nonce ${expected}, tx nonce ${nonce}`)
      if (nonce > expected)
        throw new VirtualEvmError(`nonce too high: next nonce ${expected}, tx nonce ${nonce}`)
      const value = request.value ?? 0n
      const data = (request.data ?? '0x') as `0x${string}`
      const gasUsed = data === '0x' ? 21_000n : 60_000n
      const maxPriorityFeePerGas = request.maxPriorityFeePerGas ?? 1_000_000n
      const maxFeePerGas = request.maxFeePerGas ?? virtualBaseFee * 2n
      if (maxFeePerGas < virtualBaseFee) throw new VirtualEvmError('max fee per gas less than block base fee')
      const effectiveGasPrice =
        virtualBaseFee + maxPriorityFeePerGas < maxFeePerGas
          ? virtualBaseFee + maxPriorityFeePerGas
          : maxFeePerGas
      const fee = gasUsed * effectiveGasPrice
      if (nativeOf(chainId, from) < value + fee)
        throw new VirtualEvmError('insufficient funds for gas * price + value')
      addNative(chainId, from, -fee)
      nonces.set(`${chainId}:${low(from)}`, nonce + 1)
      let outcome: false | { address?: string; amount?: bigint }
      try {
        outcome = execute(chainId, { from, to: request.to, value, data })
      } catch {
        outcome = false // call data no contract here understands
      }
      const tx: VirtualEvmTx = {
        hash: request.hash ?? keccak256(toHex(`virtual-evm:${chainId}:${low(from)}:${nonce}`)),
        chainId,
        from,
        to: request.to,
        value,
        data,
        nonce,
        gas: request.gas ?? gasUsed,
        maxFeePerGas,
        maxPriorityFeePerGas,
        blockNumber: clock.block(),
        timestamp: Math.floor(clock.now() / 1000),
        gasUsed,
        effectiveGasPrice,
        success: outcome !== false,
        token:
          outcome !== false && outcome.address !== undefined && outcome.amount !== undefined
            ? { address: outcome.address, amount: outcome.amount }
            : undefined,
      }
      txs.set(low(tx.hash), tx)
      return tx
    },
  }
}
