import { decodeFunctionData, erc20Abi, keccak256, parseEther, toHex } from 'viem'
import { addresses } from '../config/addresses'
import { anvilAccounts } from '../config/anvilAccounts'
import { evmTokenAt, evmTokens } from '../config/evmTokens'
import { depositoryAbi } from '../model/depositoryAbi'
import { runCaliburBatch } from './runCaliburBatch'
import type { VirtualBatchRequest } from './VirtualBatchRequest'
import { VirtualEvmError } from './VirtualEvmError'
import type { VirtualEvmRequest } from './VirtualEvmRequest'
import type { VirtualEvmTx } from './VirtualEvmTx'

/** The state of the virtual EVM chains of one simulator: balances, allowances, nonces and mined transactions. */
export type VirtualEvmState = ReturnType<typeof createVirtualEvmState>

/** Base fee of every virtual block, wei. */
export const virtualBaseFee = 1_000_000_000n
const userNative = parseEther('10000')
const relayerNative = parseEther('1000')
const delegation = (delegate: string) => `0xef0100${delegate.slice(2).toLowerCase()}`
const low = (a: string) => a.toLowerCase()

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
  // EIP-7702 delegations ("chainId:account" → delegate) and Calibur's nonces ("chainId:account:key" → next seq).
  const delegations = new Map<string, string>()
  const seqs = new Map<string, bigint>()
  const contracts = new Set([low(addresses.depository), ...evmTokens.map((t) => low(t.address))])

  const fund = (chainId: number, account: string) => {
    const key = `${chainId}:${low(account)}`
    if (funded.has(key)) return
    funded.add(key)
    // The gasless relayer, funded as anvil mode funds it.
    if (low(account) === low(addresses.relayer)) native.set(key, relayerNative)
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

  /** Saves the ledger; the function returned puts it back as it was (a reverted batch, a dry run). */
  const snapshot = () => {
    const restore = [native, tokens, allowances, nonces, delegations, seqs].map((map) => {
      const saved = new Map(map as Map<string, unknown>)
      return () => {
        map.clear()
        for (const [k, v] of saved) (map as Map<string, unknown>).set(k, v)
      }
    })
    const fundedBefore = new Set(funded)
    return () => {
      for (const r of restore) r()
      funded.clear()
      for (const f of fundedBefore) funded.add(f)
    }
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
    /** An address's code: the delegation designator (`0xef0100‖delegate`) of a delegated account on `chainId`. */
    codeOf: (address: string, chainId?: number) => {
      const delegate = chainId === undefined ? undefined : delegations.get(`${chainId}:${low(address)}`)
      if (delegate) return delegation(delegate)
      return contracts.has(low(address)) ? '0x00' : '0x'
    },
    /** The contract an account delegates to on a chain (EIP-7702), if any. */
    delegateOf: (chainId: number, account: string) => delegations.get(`${chainId}:${low(account)}`),
    /**
     * Sets an account's code, as anvil's `anvil_setCode` (tests, stories): a delegation designator (`0xef0100‖address`)
     * delegates it, `0x` clears it. Any other code is refused: a virtual chain runs no bytecode.
     */
    setCode(chainId: number, account: string, code: string) {
      const key = `${chainId}:${low(account)}`
      if (code === '0x' || code === '') delegations.delete(key)
      else if (/^0xef0100[0-9a-fA-F]{40}$/.test(code)) delegations.set(key, `0x${low(code.slice(8))}`)
      else
        throw new VirtualEvmError('a virtual chain only sets EIP-7702 delegations (0xef0100 + address) or 0x')
    },
    /** Calibur's next sequence number of nonce key `key` for a delegated account (`getSeq(key)`). */
    seqOf: (chainId: number, account: string, key: bigint) =>
      seqs.get(`${chainId}:${low(account)}:${key}`) ?? 0n,
    /**
     * Mines a relayed gasless batch (an EIP-7702, type-4 transaction), as a chain with Calibur at its canonical address
     * does: the relayer pays the fee and uses its nonce (a wrong one, or too little to pay, is a {@link VirtualEvmError});
     * each authorization for this chain (or 0) at its signer's current nonce delegates the signer's account and moves
     * that nonce, the others are skipped. Then the account's code runs: an account not delegated does nothing;
     * delegated to Calibur, `execute` checks the `executor`, the `deadline`, the root key, the nonce (`key << 64 | seq`)
     * and the signer, then runs the calls (`to` 0 is the account itself), all or nothing with `revertOnFailure`. A failed
     * check or call reverts: its fee and the delegations stay, as on chain. `dryRun` undoes everything and stores
     * nothing (an `eth_call`). Returns the transaction and, when it reverted, Calibur's error name.
     */
    sendBatch(chainId: number, request: VirtualBatchRequest): { tx: VirtualEvmTx; revert: string | null } {
      const undoAll = request.dryRun ? snapshot() : undefined
      const { from, to: account, batch } = request
      const nonce = nonces.get(`${chainId}:${low(from)}`) ?? 0
      const gasUsed =
        50_000n +
        25_000n * BigInt(request.authorizationList.length) +
        60_000n * BigInt(batch?.calls.length ?? 0)
      const effectiveGasPrice = virtualBaseFee + 1_000_000n
      if (nativeOf(chainId, from) < gasUsed * effectiveGasPrice)
        throw new VirtualEvmError('insufficient funds for gas * price + value')
      addNative(chainId, from, -gasUsed * effectiveGasPrice)
      nonces.set(`${chainId}:${low(from)}`, nonce + 1)
      for (const auth of request.authorizationList) {
        const authority = auth.authority
        if (!authority || (auth.chainId !== 0 && auth.chainId !== chainId)) continue
        if (auth.nonce !== (nonces.get(`${chainId}:${low(authority)}`) ?? 0)) continue
        nonces.set(`${chainId}:${low(authority)}`, auth.nonce + 1)
        if (/^0x0{40}$/.test(auth.address)) delegations.delete(`${chainId}:${low(authority)}`)
        else delegations.set(`${chainId}:${low(authority)}`, low(auth.address))
      }
      const undoCalls = snapshot()
      const { revert, deposits, token } = runCaliburBatch({
        account,
        sender: from,
        delegate: delegations.get(`${chainId}:${low(account)}`),
        batch,
        now: BigInt(Math.floor(clock.now() / 1000)),
        useSeq(key) {
          const seqKey = `${chainId}:${low(account)}:${key}`
          const seq = seqs.get(seqKey) ?? 0n
          seqs.set(seqKey, seq + 1n)
          return seq
        },
        call(call) {
          try {
            return call.value <= nativeOf(chainId, account) && execute(chainId, { from: account, ...call })
          } catch {
            return false
          }
        },
      })
      if (revert) undoCalls()
      const tx: VirtualEvmTx = {
        hash: keccak256(toHex(`virtual-evm:${chainId}:${low(from)}:${nonce}`)),
        chainId,
        from,
        to: account,
        value: 0n,
        data: request.data,
        nonce,
        gas: gasUsed,
        maxFeePerGas: virtualBaseFee * 2n,
        maxPriorityFeePerGas: 1_000_000n,
        blockNumber: clock.block(),
        timestamp: Math.floor(clock.now() / 1000),
        gasUsed,
        effectiveGasPrice,
        success: revert === null,
        token,
        authorizationList: request.authorizationList,
        deposits,
      }
      if (undoAll) undoAll()
      else txs.set(low(tx.hash), tx)
      return { tx, revert }
    },
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
