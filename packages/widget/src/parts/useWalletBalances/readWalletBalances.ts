import { type Config, getClient } from '@wagmi/core'
import {
  decodeFunctionResult,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  hexToBigInt,
  multicall3Abi,
  zeroAddress,
} from 'viem'

/** What {@link readWalletBalances} reads: an account's balances of `tokens` on `chainId`. */
export type ReadWalletBalancesParameters = {
  account: `0x${string}`
  chainId: number
  tokens: readonly string[]
}

type Request = (args: { method: string; params: unknown[] }) => Promise<unknown>

/** `balanceOf` answers as a bigint; anything else (not a token, a revert) as undefined. */
const decodeBalance = (data: unknown) => {
  try {
    const value = decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: data as Hex })
    return typeof value === 'bigint' ? value : undefined
  } catch {
    return undefined
  }
}

/** Every token's `balanceOf(account)` in one Multicall3 `aggregate3` call; undefined when that call fails. */
async function readThroughMulticall(
  request: Request,
  multicall3: `0x${string}`,
  tokens: string[],
  data: Hex,
) {
  const calls = tokens.map((target) => ({
    target: target as `0x${string}`,
    allowFailure: true,
    callData: data,
  }))
  const answer = await request({
    method: 'eth_call',
    params: [
      {
        to: multicall3,
        data: encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [calls] }),
      },
      'latest',
    ],
  }).catch(() => undefined)
  if (typeof answer !== 'string' || answer === '0x') return undefined
  try {
    const results = decodeFunctionResult({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      data: answer as Hex,
    })
    return results.map((r) => (r.success ? decodeBalance(r.returnData) : undefined))
  } catch {
    return undefined
  }
}

/** Every token's balance (undefined where unknown): one multicall where the chain has one, else one call each. */
async function readTokens(
  request: Request,
  tokens: string[],
  data: Hex,
  multicall3: `0x${string}` | undefined,
) {
  if (tokens.length === 0) return []
  const batched =
    multicall3 && tokens.length > 1
      ? await readThroughMulticall(request, multicall3, tokens, data)
      : undefined
  return (
    batched ??
    Promise.all(
      tokens.map((to) =>
        request({ method: 'eth_call', params: [{ to, data }, 'latest'] }).then(
          decodeBalance,
          () => undefined,
        ),
      ),
    )
  )
}

/**
 * Reads an account's balances over the chain's JSON-RPC (wagmi's client for `chainId`): the native currency
 * (`zeroAddress`) with `eth_getBalance`, the ERC-20s with one Multicall3 `aggregate3` where the chain names one
 * (one `eth_call` per token otherwise, or when that fails). Smallest units by lower-case address; a token whose read
 * failed is missing. Raw requests rather than viem's `getBalance`/`multicall` actions, whose `call` brings `ox`,
 * CCIP and the deployless-call bytecodes; loaded with a dynamic `import()` by `useWalletBalances` all the same.
 */
export async function readWalletBalances(
  config: Config,
  { account, chainId, tokens }: ReadWalletBalancesParameters,
): Promise<Map<string, bigint>> {
  const balances = new Map<string, bigint>()
  const client = getClient(config, { chainId })
  if (!client) return balances
  const request = client.request as Request
  const erc20 = [...new Set(tokens.map((t) => t.toLowerCase()))].filter((t) => t !== zeroAddress)
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [account] })
  const multicall3 = client.chain.contracts?.multicall3?.address
  const [native, read] = await Promise.all([
    tokens.some((t) => t.toLowerCase() === zeroAddress)
      ? request({ method: 'eth_getBalance', params: [account, 'latest'] }).then(
          (hex) => hexToBigInt(hex as Hex),
          () => undefined,
        )
      : undefined,
    readTokens(request, erc20, data, multicall3),
  ])
  if (native !== undefined) balances.set(zeroAddress, native)
  read.forEach((value, i) => {
    if (value !== undefined) balances.set(erc20[i]!, value)
  })
  return balances
}
