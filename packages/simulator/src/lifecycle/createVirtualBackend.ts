import { encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { relayVirtualBatch } from '../chains/relayVirtualBatch'
import { virtualEvmState } from '../chains/virtualEvmState'
import { addresses } from '../config/addresses'
import type { ChainBackend } from '../model/ChainBackend'
import { depositoryAbi } from '../model/depositoryAbi'
import type { SimContext } from '../model/SimContext'
import type { SimRequest, SimTx } from '../model/types'
import { findTokenAccount } from '../svm/findTokenAccount'
import { virtualSvmLedger } from '../svm/virtualSvmLedger'
import { ingestOriginTransaction } from './ingestOriginTransaction'
import { refundPlan } from './refundPlan'
import { virtualTransaction } from './virtualTransaction'

/** Fixed fee of every virtual transaction: 21,000 gas at 1 gwei. */
const virtualFee = (21_000n * 1_000_000_000n).toString()

const isNative = (address: string) =>
  address.toLowerCase() === addresses.native || address === addresses.svmNative

/**
 * The chain backend of virtual mode: no chains, only deterministic fake transactions
 * (refunds return what was deposited, see `refundPlan`)
 * (hash = keccak of request id + purpose: `fill`, `refund`, `refund:<deposit hash>:<amount>` for the
 * refund of extra funds, `permit-deposit`), blocks and timestamps from the sim clock,
 * fixed fee data and a fixed gas table. `lookupTransaction` always returns null. The gasless relay (`POST /execute`) runs the relayer's
 * type-4 transaction on the virtual chain's ledger (`relayVirtualBatch`) and hands its deposits to the solver. A permit deposit
 * pulled from a user means the permit flow's one-time approval (unlimited) was given: `allowance`
 * reports it from then on, so later permit quotes need no approval.
 */
export function createVirtualBackend(ctx: SimContext): ChainBackend {
  const tx = (
    /** What the transaction is for: a request (its id) or any other unique key (a claim's nonce). */
    subject: SimRequest | string,
    purpose: string,
    chainId: number,
    fields: { from: string; to: string; value: string; data: string },
  ): SimTx => {
    const v = virtualTransaction(ctx, typeof subject === 'string' ? subject : subject.id, purpose)
    return {
      txHash: v.hash,
      chainId,
      block: v.blockNumber,
      timestamp: v.timestamp,
      fee: virtualFee,
      type: 'onchain',
      status: 'success',
      data: fields,
      stateChanges: [],
    }
  }
  const approvals = new Map<string, bigint>()
  const approvalKey = (chainId: number, token: string, owner: string, spender: string) =>
    [chainId, token, owner, spender].map((part) => String(part).toLowerCase()).join(':')
  const solverOf = (chainId: number) => ctx.chain(chainId)?.solverAddresses[0] ?? addresses.solver
  const isEvm = (chainId: number) => ctx.chain(chainId)?.vmType === 'evm'
  // The virtual Solana chain (the only SVM chain) pays out of nothing, so a wallet reads the fill back.
  const creditSvm = async (chainId: number, currency: string, to: string, amount: bigint) => {
    if (ctx.chain(chainId)?.vmType !== 'svm') return
    await (await virtualSvmLedger(ctx)).credit(to, isNative(currency) ? null : currency, amount)
  }
  // Non-EVM chains get a plain record (their addresses are not 20-byte hex).
  const transfer = (chainId: number, currency: string, to: string, amount: string) =>
    isNative(currency) || !isEvm(chainId)
      ? { to, value: isNative(currency) ? amount : '0', data: '0x' }
      : {
          to: currency,
          value: '0',
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as `0x${string}`, BigInt(amount)],
          }),
        }

  return {
    mode: 'virtual',
    feeData: async () => ({ maxFeePerGas: 1_500_000_000n, maxPriorityFeePerGas: 1_000_000n }),
    estimateGas: async ({ data }) => {
      if (!data || data === '0x') return 21_000n
      if (data.startsWith('0x095ea7b3')) return 46_000n // approve
      if (data.startsWith('0xa9059cbb')) return 52_000n // transfer
      return 90_000n
    },
    async fill(request) {
      const chainId = request.destinationChainId
      const amount = request.actualAmountOut ?? request.amountOut
      // The recipient's balance on a virtual chain grows by the fill (what a wallet reads back).
      if (isEvm(chainId))
        virtualEvmState(ctx).credit(chainId, request.currencyOut.address, request.recipient, BigInt(amount))
      else await creditSvm(chainId, request.currencyOut.address, request.recipient, BigInt(amount))
      return tx(request, 'fill', chainId, {
        from: solverOf(chainId),
        ...transfer(chainId, request.currencyOut.address, request.recipient, amount),
      })
    },
    async refund(request) {
      const plan = refundPlan(request)
      // Extra funds (a duplicate deposit, a surplus) are refunded with another deposit or amount than the
      // stored request's: their own hash, so every refund of a request is a distinct transaction.
      const stored = ctx.store.get(request.id)?.deposited
      const own = stored?.txHash === request.deposited?.txHash && stored?.amount === request.deposited?.amount
      const purpose = own ? 'refund' : `refund:${request.deposited?.txHash}:${plan.amount}`
      const chainId = plan.chainId
      const depository = ctx.chain(chainId)?.depository ?? addresses.depository
      const token = isNative(plan.currency) ? addresses.native : plan.currency
      const amount = plan.amount.toString()
      if (isEvm(chainId)) virtualEvmState(ctx).credit(chainId, token, plan.to, plan.amount)
      else await creditSvm(chainId, plan.currency, plan.to, plan.amount)
      if (!isEvm(chainId) || !plan.fromDepository)
        return tx(request, purpose, chainId, {
          from: solverOf(chainId),
          ...transfer(chainId, plan.currency, plan.to, amount),
        })
      return tx(request, purpose, chainId, {
        from: solverOf(chainId),
        to: depository,
        value: '0',
        data: encodeFunctionData({
          abi: depositoryAbi,
          functionName: 'refund',
          args: [token as `0x${string}`, plan.to as `0x${string}`, plan.amount, request.id],
        }),
      })
    },
    async executePermitDeposit(request) {
      const chainId = request.originChainId
      const chain = ctx.chain(chainId)
      const depository = chain?.depository ?? addresses.depository
      const spender = chain?.approvalProxy ?? depository
      approvals.set(approvalKey(chainId, request.currencyIn.address, request.user, spender), maxUint256)
      if (!isEvm(chainId))
        return tx(request, 'permit-deposit', chainId, {
          from: request.user,
          to: depository,
          value: '0',
          data: '0x',
        })
      return tx(request, 'permit-deposit', chainId, {
        from: solverOf(chainId),
        to: depository,
        value: '0',
        data: encodeFunctionData({
          abi: depositoryAbi,
          functionName: 'depositFor',
          args: [
            request.currencyIn.address as `0x${string}`,
            request.user as `0x${string}`,
            BigInt(request.amountIn),
            request.id,
          ],
        }),
      })
    },
    // A permit deposit implies the approval; an approval sent on a virtual chain is read from its state.
    allowance: async (chainId, token, owner, spender) => {
      const implied = approvals.get(approvalKey(chainId, token, owner, spender)) ?? 0n
      const sent = isEvm(chainId) ? virtualEvmState(ctx).allowanceOf(chainId, token, owner, spender) : 0n
      return implied > sent ? implied : sent
    },
    async payout(chainId, currency, to, amount, purpose) {
      if (isEvm(chainId)) virtualEvmState(ctx).credit(chainId, currency, to, amount)
      else await creditSvm(chainId, currency, to, amount)
      return tx(purpose, 'payout', chainId, {
        from: solverOf(chainId),
        ...transfer(chainId, currency, to, amount.toString()),
      })
    },
    async needsTokenAccount(chainId, owner, token) {
      if (ctx.chain(chainId)?.vmType !== 'svm' || isNative(token)) return false
      return (await virtualSvmLedger(ctx)).account(await findTokenAccount(owner, token)) === null
    },
    lookupTransaction: async () => null,
    // Gasless execution on a virtual chain: the relayer's type-4 transaction runs on its ledger, as Calibur would.
    gaslessAccount: async (chainId, address) => {
      const state = virtualEvmState(ctx)
      return { code: state.codeOf(address, chainId) as Hex, nonce: state.nonceOf(chainId, address) }
    },
    simulateGasless: async (call) => (await relayVirtualBatch(ctx, call, { dryRun: true })).revert,
    async relayGasless(call) {
      const { tx: mined } = await relayVirtualBatch(ctx, call)
      // Each deposit the batch made from the account, as the anvil chain watcher reads the depository's events.
      for (const deposit of mined.deposits ?? [])
        await ingestOriginTransaction(ctx, {
          chainId: mined.chainId,
          hash: mined.hash,
          from: call.to,
          to: deposit.to,
          value: deposit.value,
          data: deposit.data,
          blockNumber: mined.blockNumber,
          timestamp: mined.timestamp,
          ...(mined.token ? { token: mined.token } : {}),
          fee: mined.gasUsed * mined.effectiveGasPrice,
          success: mined.success,
        })
      return {
        txHash: mined.hash,
        chainId: mined.chainId,
        block: mined.blockNumber,
        timestamp: mined.timestamp,
        fee: (mined.gasUsed * mined.effectiveGasPrice).toString(),
        type: 'onchain',
        status: mined.success ? 'success' : 'failed',
        data: { from: mined.from, to: mined.to, value: '0', data: mined.data },
        stateChanges: [],
        gasUsed: mined.gasUsed,
        gasPrice: mined.effectiveGasPrice,
      }
    },
    close: async () => {},
  }
}
