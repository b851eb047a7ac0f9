import { type Config, getClient } from '@wagmi/core'
import type { Hex } from 'viem'
import { decodeAggregate3 } from './decodeAggregate3'
import { encodeAggregate3 } from './encodeAggregate3'

/** What {@link readWalletBalances} reads: an account's balances of `tokens` on `chainId`. */
export type ReadWalletBalancesParameters = {
  account: `0x${string}`
  chainId: number
  tokens: readonly string[]
}

// The native currency's key (viem's `zeroAddress`, spelled out: no viem module in this chunk, see `encodeAggregate3`).
const zeroAddress = '0x0000000000000000000000000000000000000000'

type Request = (args: { method: string; params: unknown[] }) => Promise<unknown>

/** `balanceOf` answers (one 32-byte word) as a bigint; anything else (not a token, a revert) as undefined. */
const decodeBalance = (data: unknown) =>
  typeof data === 'string' && /^0x[0-9a-fA-F]{64}$/.test(data) ? BigInt(data) : undefined

/** Every token's `balanceOf(account)` in one Multicall3 `aggregate3` call; undefined when that call fails. */
async function readThroughMulticall(
  request: Request,
  multicall3: `0x${string}`,
  tokens: string[],
  data: Hex,
) {
  const answer = await request({
    method: 'eth_call',
    params: [{ to: multicall3, data: encodeAggregate3(tokens, data) }, 'latest'],
  }).catch(() => undefined)
  return decodeAggregate3(answer, tokens.length)?.map((r) =>
    r.success ? decodeBalance(r.returnData) : undefined,
  )
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
 * (one `eth_call` per token otherwise, or when that fails or answers garbled). Smallest units by lower-case address;
 * a balance whose read failed, or whose answer is not a quantity, is missing. Raw requests rather than viem's
 * `getBalance`/`multicall` actions, whose `call` brings `ox`, CCIP and the deployless-call bytecodes; the calldata and
 * answers by hand rather than viem's ABI coder (see `encodeAggregate3`); loaded with a dynamic `import()` by
 * `useWalletBalances` all the same.
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
  if (!/^0x[0-9a-fA-F]{40}$/.test(account)) throw new Error(`not an address: ${account}`)
  // balanceOf(account), encoded by hand as `encodeAggregate3` says why.
  const data: Hex = `0x70a08231${account.slice(2).toLowerCase().padStart(64, '0')}`
  const multicall3 = client.chain.contracts?.multicall3?.address
  const [native, read] = await Promise.all([
    tokens.some((t) => t.toLowerCase() === zeroAddress)
      ? request({ method: 'eth_getBalance', params: [account, 'latest'] }).then(
          (hex) => (typeof hex === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(hex) ? BigInt(hex) : undefined),
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
