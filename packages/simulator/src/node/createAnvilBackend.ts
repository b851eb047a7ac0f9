import {
  type Address,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  type Hash,
  type Hex,
  http,
  type PublicClient,
  TransactionNotFoundError,
  TransactionReceiptNotFoundError,
  type WalletClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { addresses } from '../config/addresses'
import { caliburDelegateArtifact } from '../contracts/generated/caliburDelegateArtifact'
import { createVirtualBackend } from '../lifecycle/createVirtualBackend'
import { refundPlan } from '../lifecycle/refundPlan'
import type { ChainBackend } from '../model/ChainBackend'
import { depositoryAbi } from '../model/depositoryAbi'
import type { GaslessCall } from '../model/GaslessCall'
import type { SimContext } from '../model/SimContext'
import type { SimRequest, SimTx } from '../model/types'
import { createSerialQueue } from './createSerialQueue'
import { localChain } from './localChain'
import { readRevert } from './readRevert'
import { toOriginTransaction } from './toOriginTransaction'

/** A live chain the anvil backend drives. */
export interface AnvilBackendChain {
  chainId: number
  rpcUrl: string
}

type Live = {
  client: PublicClient
  wallet: WalletClient
  queue: <T>(task: () => Promise<T>) => Promise<T>
  /** The gasless relayer's wallet and its own queue (its nonces are separate from the solver's). */
  relayer: WalletClient
  relayerQueue: <T>(task: () => Promise<T>) => Promise<T>
}

const isNative = (address: string) => address.toLowerCase() === addresses.native

/** Gas used when a quoted call cannot be estimated yet (the approval is not mined, the user is unfunded). */
const fallbackGas = (data: string): bigint => {
  if (!data || data === '0x') return 21_000n
  const selector = data.slice(0, 10).toLowerCase()
  if (selector === '0x095ea7b3') return 60_000n // approve
  if (selector === '0xa9059cbb') return 65_000n // transfer
  return 150_000n
}

/** viem's fields of the relayer's type-4 transaction for a gasless call. */
const typeFour = (call: GaslessCall) => ({
  to: call.to,
  data: call.data,
  ...(call.authorizationList?.length
    ? {
        authorizationList: call.authorizationList.map((a) => ({
          chainId: a.chainId,
          address: a.address,
          nonce: a.nonce,
          yParity: a.yParity,
          r: a.r,
          s: a.s,
        })),
      }
    : {}),
})

/**
 * The chain backend of anvil mode: the solver (account #8) sends real transactions on local anvil
 * chains with viem. Fills pay the recipient on the destination (native value or a stablecoin
 * `transfer`), refunds return exactly what was deposited (`refundPlan`: `depository.refund` on the
 * origin; for deposit-address requests a transfer from the solver's own balance), permit deposits call
 * `depository.depositFor`. The solver's transactions are serialised per chain (nonce safety). The gasless relayer
 * (`addresses.relayer`) sends `POST /execute`'s type-4 transactions, serialised per chain in a queue of its own.
 * Chains without an anvil process fall back to the virtual backend.
 */
export function createAnvilBackend(ctx: SimContext, chains: AnvilBackendChain[]): ChainBackend {
  const solver = privateKeyToAccount(addresses.solverKey)
  const relayer = privateKeyToAccount(addresses.relayerKey)
  const virtual = createVirtualBackend(ctx)
  const live = new Map<number, Live>()
  for (const { chainId, rpcUrl } of chains) {
    const chain = localChain(chainId, rpcUrl)
    const transport = http(rpcUrl)
    live.set(chainId, {
      client: createPublicClient({ chain, transport, pollingInterval: 50 }) as PublicClient,
      wallet: createWalletClient({ chain, transport, account: solver }),
      queue: createSerialQueue(),
      relayer: createWalletClient({ chain, transport, account: relayer }),
      relayerQueue: createSerialQueue(),
    })
  }

  const toSimTx = async (chainId: number, hash: Hash): Promise<SimTx> => {
    const { client } = live.get(chainId)!
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    const [tx, block] = await Promise.all([
      client.getTransaction({ hash }),
      client.getBlock({ blockNumber: receipt.blockNumber }),
    ])
    return {
      txHash: hash,
      chainId,
      block: Number(receipt.blockNumber),
      timestamp: Number(block.timestamp),
      fee: (receipt.gasUsed * receipt.effectiveGasPrice).toString(),
      type: 'onchain',
      status: receipt.status === 'success' ? 'success' : 'failed',
      data: {
        from: getAddress(tx.from),
        to: tx.to ? getAddress(tx.to) : '',
        value: tx.value.toString(),
        data: tx.input,
      },
      stateChanges: [],
    }
  }

  /** Runs a solver transaction on `chainId` in that chain's queue and waits for it to be mined. */
  const send = (chainId: number, build: (l: Live) => Promise<Hash>) => {
    const l = live.get(chainId)
    if (!l) throw new Error(`chain ${chainId} has no anvil process`)
    return l.queue(async () => toSimTx(chainId, await build(l)))
  }

  const depositoryCall = (
    chainId: number,
    functionName: 'refund' | 'depositFor',
    args: readonly [Address, Address, bigint, Hex],
  ) =>
    send(chainId, (l) =>
      l.wallet.writeContract({
        chain: l.wallet.chain,
        account: solver,
        address: addresses.depository,
        abi: depositoryAbi,
        functionName,
        args,
      }),
    )

  return {
    mode: 'anvil',
    async feeData(chainId) {
      const l = live.get(chainId)
      if (!l) return virtual.feeData(chainId)
      const fees = await l.client.estimateFeesPerGas()
      return { maxFeePerGas: fees.maxFeePerGas, maxPriorityFeePerGas: fees.maxPriorityFeePerGas }
    },
    async estimateGas(tx) {
      const l = live.get(tx.chainId)
      if (!l) return virtual.estimateGas(tx)
      try {
        const gas = await l.client.estimateGas({
          account: tx.from as Address,
          to: tx.to as Address,
          data: tx.data as Hex,
          value: BigInt(tx.value || '0'),
        })
        // Headroom: state may change between the quote and the send (allowances, first writes).
        return (gas * 12n) / 10n
      } catch {
        return fallbackGas(tx.data)
      }
    },
    fill(request: SimRequest) {
      const chainId = request.destinationChainId
      if (!live.has(chainId)) return virtual.fill(request)
      const amount = BigInt(request.actualAmountOut ?? request.amountOut)
      const to = request.recipient as Address
      const token = request.currencyOut.address
      return send(chainId, (l) =>
        isNative(token)
          ? l.wallet.sendTransaction({ chain: l.wallet.chain, account: solver, to, value: amount })
          : l.wallet.writeContract({
              chain: l.wallet.chain,
              account: solver,
              address: token as Address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, amount],
            }),
      )
    },
    refund(request: SimRequest) {
      const plan = refundPlan(request)
      const chainId = plan.chainId
      if (!live.has(chainId)) return virtual.refund(request)
      const to = plan.to as Address
      if (plan.fromDepository)
        return depositoryCall(chainId, 'refund', [plan.currency as Address, to, plan.amount, request.id])
      // Deposit-address requests: the funds sit at an address the simulator holds no key for, so the
      // solver pays the refund from its own balance (as if it had swept the deposit address).
      return send(chainId, (l) =>
        isNative(plan.currency)
          ? l.wallet.sendTransaction({ chain: l.wallet.chain, account: solver, to, value: plan.amount })
          : l.wallet.writeContract({
              chain: l.wallet.chain,
              account: solver,
              address: plan.currency as Address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to, plan.amount],
            }),
      )
    },
    payout(chainId, currency, to, amount, purpose) {
      if (!live.has(chainId)) return virtual.payout(chainId, currency, to, amount, purpose)
      return send(chainId, (l) =>
        isNative(currency)
          ? l.wallet.sendTransaction({
              chain: l.wallet.chain,
              account: solver,
              to: to as Address,
              value: amount,
            })
          : l.wallet.writeContract({
              chain: l.wallet.chain,
              account: solver,
              address: currency as Address,
              abi: erc20Abi,
              functionName: 'transfer',
              args: [to as Address, amount],
            }),
      )
    },
    executePermitDeposit(request: SimRequest) {
      const chainId = request.originChainId
      if (!live.has(chainId)) return virtual.executePermitDeposit(request)
      return depositoryCall(chainId, 'depositFor', [
        request.currencyIn.address as Address,
        request.user as Address,
        BigInt(request.amountIn),
        request.id,
      ])
    },
    async allowance(chainId, token, owner, spender) {
      const l = live.get(chainId)
      if (!l) return virtual.allowance(chainId, token, owner, spender)
      return l.client.readContract({
        address: token as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner as Address, spender as Address],
      })
    },
    async gaslessAccount(chainId, address) {
      const l = live.get(chainId)
      if (!l) return virtual.gaslessAccount(chainId, address)
      const [code, nonce] = await Promise.all([
        l.client.getCode({ address: address as Address }),
        l.client.getTransactionCount({ address: address as Address }),
      ])
      return { code: code ?? '0x', nonce }
    },
    async simulateGasless(call) {
      const l = live.get(call.chainId)
      if (!l) return virtual.simulateGasless(call)
      try {
        await l.client.call({ account: relayer, ...typeFour(call) })
        return null
      } catch (error) {
        return readRevert(error, caliburDelegateArtifact.abi)
      }
    },
    relayGasless(call) {
      const l = live.get(call.chainId)
      if (!l) return virtual.relayGasless(call)
      return l.relayerQueue(async () => {
        const hash = await l.relayer.sendTransaction({
          chain: l.relayer.chain,
          account: relayer,
          ...typeFour(call),
        })
        const receipt = await l.client.waitForTransactionReceipt({ hash, pollingInterval: 50 })
        return {
          ...(await toSimTx(call.chainId, hash)),
          gasUsed: receipt.gasUsed,
          gasPrice: receipt.effectiveGasPrice,
        }
      })
    },
    needsTokenAccount: (chainId, owner, token) => virtual.needsTokenAccount(chainId, owner, token),
    async lookupTransaction(chainId, hash) {
      const l = live.get(chainId)
      if (!l) return virtual.lookupTransaction(chainId, hash)
      try {
        const [tx, receipt] = await Promise.all([
          l.client.getTransaction({ hash: hash as Hash }),
          l.client.getTransactionReceipt({ hash: hash as Hash }),
        ])
        const block = await l.client.getBlock({ blockNumber: receipt.blockNumber })
        return toOriginTransaction(chainId, tx, receipt, block.timestamp)
      } catch (error) {
        if (error instanceof TransactionNotFoundError || error instanceof TransactionReceiptNotFoundError)
          return null
        throw error
      }
    },
    async close() {
      await virtual.close()
    },
  }
}
