import { encodeFunctionData, erc20Abi, type Hex, maxUint256 } from 'viem'
import { readFeeData } from '../chains/readFeeData'
import { addresses } from '../config/addresses'
import { evmTokenAt } from '../config/evmTokens'
import { depositoryAbi } from '../model/depositoryAbi'
import type { SimContext } from '../model/SimContext'
import type { ChainConfig, SupportedCurrency } from '../model/types'
import { buildSvmDepositInstructions } from '../svm/buildSvmDepositInstructions'
import { buildDepositAuthorization } from './buildDepositAuthorization'
import { quoteConstants } from './quoteConstants'

/** Inputs of {@link buildSteps}. */
export interface BuildStepsInput {
  chain: ChainConfig
  requestId: Hex
  user: string
  currency: SupportedCurrency
  amount: bigint
  usePermit: boolean
  /** Generated deposit address, or null when the request is funded by a depository deposit. */
  depositAddress: string | null
  /** SVM-origin fee payer that signs the deposit transaction first (rule 8), or null. */
  depositFeePayer: string | null
  /** Permit deadline, Unix seconds. */
  deadline: number
  /** A permit flow whose one-time approval already covers the amount: no `approve` step (rule 10). */
  permitApproved: boolean
  /**
   * The allowance the user's token already gives the approval proxy. For a token with USDT's rule (an allowance goes
   * back to zero before another non-zero value) a non-zero one adds an `approve(0)` step before the approval, as the
   * real service quotes it. Defaults to 0.
   */
  standingAllowance?: bigint | undefined
}

/** The steps of a quote and the origin-chain gas the sender pays for them (native smallest units). */
export interface BuiltSteps {
  steps: Record<string, unknown>[]
  originGas: bigint
}

async function estimate(
  ctx: SimContext,
  tx: Parameters<SimContext['backend']['estimateGas']>[0],
  fallback: bigint,
) {
  try {
    return await ctx.backend.estimateGas(tx)
  } catch {
    // e.g. an ERC-20 deposit estimated before its approval is mined, or an unfunded user
    return fallback
  }
}

/**
 * Builds the steps of a quote (decisions.md "step ids", "transaction item", "signature item",
 * "deposit transaction"): native → `deposit` (`depositNative(requestId)` with `value`); ERC-20 →
 * `approve` (depository, no `check`) then `deposit` (`depositErc20(token, amount, requestId)`);
 * permit → `approve` (unlimited: the flow's one-time approval) then an `authorize` EIP-712 signature
 * step posted to `/execute/permits`, without the `approve` step once that approval stands
 * (`permitApproved`), so a later permit request is a signature only (rule 10);
 * deposit address → one `deposit` step that transfers to the generated address. EVM gas fields come from
 * the chain backend (`feeData`, `estimateGas`), so a transaction sent exactly as quoted is accepted.
 * An SVM origin has one `deposit` item in the service's SVM shape: `data.instructions` (programId, keys, hex data;
 * see buildSvmDepositInstructions: the transfer to the depository and a memo with the request id) and
 * `data.addressLookupTableAddresses`; a `depositFeePayer` pays its fees (rule 8), so the user's origin gas is 0.
 */
export async function buildSteps(ctx: SimContext, input: BuildStepsInput): Promise<BuiltSteps> {
  const { chain, requestId, user, currency, amount } = input
  const check = { endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' }
  const step = (id: string, kind: string, action: string, description: string, items: unknown[]) => ({
    id,
    action,
    description,
    kind,
    requestId,
    depositAddress: input.depositAddress ?? '',
    items,
  })
  const depositDescription = `Depositing ${currency.symbol} to execute the request`

  if (chain.vmType === 'svm') {
    const fee = quoteConstants.svmDepositFeeLamports
    const payer = input.depositFeePayer ?? user
    const instructions = await buildSvmDepositInstructions({
      user,
      to: input.depositAddress ?? chain.depository,
      mint: currency.isNative ? null : { address: currency.address, decimals: currency.decimals },
      amount,
      requestId,
      payer,
    })
    const data = { instructions, addressLookupTableAddresses: [addresses.svmLookupTable] }
    const item = { status: 'incomplete', data, check }
    const s = step('deposit', 'transaction', 'Confirm transaction in your wallet', depositDescription, [item])
    // A fee payer signs too: two signatures, both paid by it (rule 8); the user pays nothing in SOL.
    return { steps: [s], originGas: input.depositFeePayer ? 0n : fee }
  }

  const fees = await readFeeData(ctx, chain)
  let originGas = 0n
  const tx = async (to: string, data: Hex, value: bigint, fallback: bigint, withCheck: boolean) => {
    const base = { chainId: chain.id, from: user, to, data, value: value.toString() }
    const gas = await estimate(ctx, base, fallback)
    originGas += gas * fees.maxFeePerGas
    return {
      status: 'incomplete',
      data: {
        ...base,
        gas: gas.toString(),
        maxFeePerGas: fees.maxFeePerGas.toString(),
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
      },
      ...(withCheck ? { check } : {}),
    }
  }
  const fb = quoteConstants.fallbackGas

  if (input.depositAddress) {
    const item = currency.isNative
      ? await tx(input.depositAddress, '0x', amount, fb.transfer, true)
      : await tx(
          currency.address,
          encodeFunctionData({
            abi: erc20Abi,
            functionName: 'transfer',
            args: [input.depositAddress as Hex, amount],
          }),
          0n,
          fb.transfer,
          true,
        )
    return {
      steps: [
        step('deposit', 'transaction', 'Confirm transaction in your wallet', depositDescription, [item]),
      ],
      originGas,
    }
  }

  if (currency.isNative) {
    const data = encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [requestId] })
    const item = await tx(chain.depository, data, amount, fb.depositNative, true)
    return {
      steps: [
        step('deposit', 'transaction', 'Confirm transaction in your wallet', depositDescription, [item]),
      ],
      originGas,
    }
  }

  // An `approve` step (the production samples describe it as "Sign an approval for <symbol>") of `value` to the proxy.
  const approveStep = async (value: bigint) => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'approve',
      args: [chain.approvalProxy as Hex, value],
    })
    const item = await tx(currency.address, data, 0n, fb.approve, false)
    return step(
      'approve',
      'transaction',
      'Confirm transaction in your wallet',
      `Sign an approval for ${currency.symbol}`,
      [item],
    )
  }
  // USDT's rule: a standing non-zero allowance is set back to zero first (its own `approve` step, as the real
  // sample swapWithZeroResetApproval shows), or the approval below would revert.
  const resetFirst =
    evmTokenAt(currency.address)?.zeroReset && (input.standingAllowance ?? 0n) > 0n && !input.permitApproved
  const reset = resetFirst ? [await approveStep(0n)] : []
  const approve = input.permitApproved ? [] : [await approveStep(input.usePermit ? maxUint256 : amount)]
  if (input.usePermit) {
    const sign = buildDepositAuthorization(chain, {
      requestId,
      token: currency.address,
      amount,
      depositor: user,
      deadline: input.deadline,
    })
    const post = { endpoint: '/execute/permits', method: 'POST', body: { kind: 'eip712', requestId } }
    const authorize = step(
      'authorize',
      'signature',
      'Sign authorization',
      `Sign to authorize the deposit of ${currency.symbol}`,
      [{ status: 'incomplete', data: { sign, post }, check }],
    )
    return { steps: [...reset, ...approve, authorize], originGas }
  }
  const depositData = encodeFunctionData({
    abi: depositoryAbi,
    functionName: 'depositErc20',
    args: [currency.address as Hex, amount, requestId],
  })
  const deposit = step('deposit', 'transaction', 'Confirm transaction in your wallet', depositDescription, [
    await tx(chain.depository, depositData, 0n, fb.depositErc20, true),
  ])
  return { steps: [...reset, ...approve, deposit], originGas }
}
