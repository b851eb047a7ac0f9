import { encodeFunctionData, erc20Abi } from 'viem'
import { addresses } from '../config/addresses'
import { virtualTransaction } from '../lifecycle/virtualTransaction'
import { depositoryAbi } from '../model/depositoryAbi'
import type { OriginTransaction } from '../model/OriginTransaction'
import type { SimContext } from '../model/SimContext'
import type { SimRequest } from '../model/types'

/** Changes to the deposit `POST /__sim/deposit` makes (to exercise the mismatch rules). */
export interface DepositOverrides {
  amount?: string
  chainId?: number
  currency?: string
}

type StepData = {
  from?: string
  to?: string
  data?: string
  value?: string
  chainId?: number
  /** Non-EVM deposit steps name the token and amount moved. */
  token?: string
  amount?: string
}

/** The `data` of the first item of the quote's `deposit` step, when the quote has one. */
function depositStepData(request: SimRequest): StepData | undefined {
  const steps = (request.quote as { steps?: { id?: string; items?: { data?: StepData }[] }[] } | undefined)
    ?.steps
  return steps?.find((s) => s.id === 'deposit')?.items?.[0]?.data
}

/**
 * Builds the origin transaction a user would send for a request, as a virtual transaction:
 * the quote's `deposit` step as issued, else (no such step, or overrides given) a depository
 * deposit of `amountIn` of `currencyIn` on the origin chain, or a transfer to the request's deposit
 * address. Its hash is deterministic (`keccak256("<id>:deposit")`, then `:deposit:<n>`).
 */
export function synthesizeDeposit(
  ctx: SimContext,
  request: SimRequest,
  overrides: DepositOverrides = {},
): OriginTransaction {
  const v = virtualTransaction(
    ctx,
    request.id,
    request.inTxs.length === 0 ? 'deposit' : `deposit:${request.inTxs.length}`,
  )
  const base = {
    hash: v.hash,
    blockNumber: v.blockNumber,
    timestamp: v.timestamp,
    fee: 21_000n * 1_000_000_000n,
  }
  const step = depositStepData(request)
  const overridden =
    overrides.amount !== undefined || overrides.chainId !== undefined || overrides.currency !== undefined
  if (step?.to && !overridden) {
    return {
      ...base,
      chainId: step.chainId ?? request.originChainId,
      from: step.from ?? request.user,
      to: step.to,
      value: BigInt(step.value ?? '0'),
      data: step.data ?? '0x',
      ...(step.token
        ? { token: { address: step.token, amount: BigInt(step.amount ?? request.amountIn) } }
        : {}),
    }
  }
  const chainId = overrides.chainId ?? request.originChainId
  const currency = overrides.currency ?? request.currencyIn.address
  const amount = BigInt(overrides.amount ?? request.amountIn)
  const chain = ctx.chain(chainId)
  const native =
    currency.toLowerCase() === addresses.native ||
    chain?.currencies.some((c) => c.isNative && c.address === currency) === true
  if (chain && chain.vmType !== 'evm') {
    // Non-EVM deposits: the request id is the call data; tokens are named beside it.
    return {
      ...base,
      chainId,
      from: request.user,
      to: request.depositAddress?.address ?? chain.depository,
      value: native ? amount : 0n,
      data: request.id,
      ...(native ? {} : { token: { address: currency, amount } }),
    }
  }
  if (request.depositAddress) {
    const to = request.depositAddress.address
    return native
      ? { ...base, chainId, from: request.user, to, value: amount, data: '0x' }
      : {
          ...base,
          chainId,
          from: request.user,
          to: currency,
          value: 0n,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [to as `0x${string}`, amount],
          }),
        }
  }
  const depository = chain?.depository ?? addresses.depository
  return {
    ...base,
    chainId,
    from: request.user,
    to: depository,
    value: native ? amount : 0n,
    data: native
      ? encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [request.id] })
      : encodeFunctionData({
          abi: depositoryAbi,
          functionName: 'depositErc20',
          args: [currency as `0x${string}`, amount, request.id],
        }),
  }
}
