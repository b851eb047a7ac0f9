// readWalletBalances against the simulator's virtual chains over HTTP (their JSON-RPC answers eth_getBalance and
// the deployment's tokens' balanceOf): what it reads equals what wagmi's own actions read.
import { type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { createTestWagmiConfig, readUsdcBalance, testAddresses } from '@crosspay/test'
import { createConfig, custom, getBalance } from '@wagmi/core'
import {
  decodeFunctionData,
  defineChain,
  encodeFunctionResult,
  type Hex,
  multicall3Abi,
  zeroAddress,
} from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { readWalletBalances } from './readWalletBalances'

let server: SimulatorServer
let rpc: string
beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, chains: 'virtual', history: 0 })
  rpc = `${server.baseUrl}/__sim/rpc/8453`
}, 30_000)
afterAll(async () => {
  await server?.close()
})

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const
const usdc = testAddresses.usdc as `0x${string}`
const notAToken = '0x000000000000000000000000000000000000dEaD'
const multicall3 = '0xcA11bde05977b3631167028862bE2a173976CA11' as const
const rpcCall = async (method: string, params: unknown[]) => {
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result?: unknown }).result
}
// A chain that names a Multicall3: `deployed` answers aggregate3 as the contract would (each call forwarded to the
// virtual chain), otherwise the address has no code (an empty answer), as on a chain without the contract.
const withMulticall = (deployed: boolean | 'garbled', calls: string[]) => {
  const chain = defineChain({
    id: 8453,
    name: 'Local 8453',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpc] } },
    contracts: { multicall3: { address: multicall3 } },
  })
  const transport = custom({
    request: async ({ method, params }: { method: string; params: unknown[] }) => {
      const call = params[0] as { to?: string; data?: Hex }
      calls.push(method === 'eth_call' ? `eth_call ${call.to?.toLowerCase()}` : method)
      if (method !== 'eth_call' || call.to !== multicall3) return rpcCall(method, params)
      if (!deployed) return '0x'
      // A hostile node: a malformed aggregate3 answer, a balance that is not a quantity.
      if (deployed === 'garbled') return `0x${'00'.repeat(31)}20${'ff'.repeat(32)}`
      const { args } = decodeFunctionData({ abi: multicall3Abi, data: call.data! })
      const inner = args[0] as readonly { target: string; callData: Hex }[]
      const results = await Promise.all(
        inner.map(async (c) => {
          const data = (await rpcCall('eth_call', [{ to: c.target, data: c.callData }, 'latest'])) as
            | Hex
            | undefined
          return { success: typeof data === 'string' && data !== '0x', returnData: data ?? '0x' }
        }),
      )
      return encodeFunctionResult({ abi: multicall3Abi, functionName: 'aggregate3', result: results })
    },
  })
  return createConfig({ chains: [chain], transports: { 8453: transport } })
}

describe('readWalletBalances', () => {
  test('default: the native balance and a token balance, equal to what wagmi reads', async () => {
    const { config } = createTestWagmiConfig({ rpcUrls: { 8453: rpc }, accounts: [account] })
    const balances = await readWalletBalances(config, {
      account,
      chainId: 8453,
      tokens: [zeroAddress, usdc.toUpperCase().replace('0X', '0x'), notAToken],
    })
    const native = await getBalance(config, { address: account, chainId: 8453 })
    const token = await readUsdcBalance(config, { account, chainId: 8453 })
    expect(native.value).toBeGreaterThan(0n)
    expect(token).toBeGreaterThan(0n)
    // Keys are lower case; a read that is not a token's answer is missing, not zero.
    expect(balances).toEqual(
      new Map([
        [zeroAddress, native.value],
        [usdc.toLowerCase(), token],
      ]),
    )
  })

  /** The balances read where the Multicall3 is absent (`false`) or `'garbled'`, checked read one call per token after it. */
  const readFallingBack = async (multicall: Parameters<typeof withMulticall>[0]) => {
    const calls: string[] = []
    const balances = await readWalletBalances(withMulticall(multicall, calls), {
      account,
      chainId: 8453,
      tokens: [usdc, notAToken],
    })
    expect(calls).toEqual([
      `eth_call ${multicall3.toLowerCase()}`,
      `eth_call ${usdc.toLowerCase()}`,
      `eth_call ${notAToken.toLowerCase()}`,
    ])
    return balances
  }

  test('behavior: where the chain names a Multicall3, the tokens are read in one aggregate3 call', async () => {
    const calls: string[] = []
    const config = withMulticall(true, calls)
    const balances = await readWalletBalances(config, { account, chainId: 8453, tokens: [usdc, notAToken] })
    expect(calls).toEqual([`eth_call ${multicall3.toLowerCase()}`])
    expect([...balances.keys()]).toEqual([usdc.toLowerCase()])
    expect(balances.get(usdc.toLowerCase())).toBeGreaterThan(0n)
  })

  test('behavior: a Multicall3 that is not there falls back to one call per token, same balances', async () => {
    const balances = await readFallingBack(false)
    const { config } = createTestWagmiConfig({ rpcUrls: { 8453: rpc }, accounts: [account] })
    const token = await readUsdcBalance(config, { account, chainId: 8453 })
    expect(balances).toEqual(new Map([[usdc.toLowerCase(), token]]))
  })

  test('error: a garbled aggregate3 answer is not read as balances: one call per token instead, same balances', async () => {
    const balances = await readFallingBack('garbled')
    expect([...balances.keys()]).toEqual([usdc.toLowerCase()])
    expect(balances.get(usdc.toLowerCase())).toBeGreaterThan(0n)
  })

  test('behavior: a chain the config does not have reads nothing', async () => {
    const { config } = createTestWagmiConfig({ rpcUrls: { 8453: rpc }, accounts: [account] })
    expect(await readWalletBalances(config, { account, chainId: 1, tokens: [zeroAddress] })).toEqual(
      new Map(),
    )
  })
})
