import {
  type Address,
  type Chain,
  createPublicClient,
  createWalletClient,
  erc20Abi,
  type HDAccount,
  type Hex,
  type HttpTransport,
  http,
  type PublicClient,
  type TransactionReceipt,
  type WalletClient,
} from 'viem'
import { addresses } from '../../config/addresses'
import { anvilAccount } from '../anvilAccount'
import { localChain } from '../localChain'

/** A quoted EVM transaction step item's `data`, as the service sends it (amounts and gas as decimal strings). */
export type QuotedEvmTx = {
  to: string
  data: string
  value: string
  chainId: number
  gas: string
  maxFeePerGas: string
  maxPriorityFeePerGas: string
}

/** viem clients for local anvil chains, with the reads and waits the anvil tests repeat. */
export interface TestChainClients {
  /** A public client of chain `chainId` (throws for a chain that is not running). */
  client(chainId: number): PublicClient
  /** A wallet client of anvil account `index` on chain `chainId`. */
  wallet(index: number, chainId: number): WalletClient<HttpTransport, Chain, HDAccount>
  /** Resolves with the receipt of `hash` on `chainId` once mined (polls every 50 ms). */
  mined(chainId: number, hash: Hex): Promise<TransactionReceipt>
  /** Sends `tx` exactly as quoted (to, data, value, gas and fees) from anvil account `index` on `tx.chainId`. */
  sendQuoted(index: number, tx: QuotedEvmTx): Promise<Hex>
  /** The stablecoin balance of `owner` on `chainId`. */
  usdc(chainId: number, owner: string): Promise<bigint>
}

/**
 * Test-only helper (src/node/testing/: never imported by the service or the package entries): viem
 * clients for the local anvil chains at `rpcUrls` (RPC URL by chain id).
 */
export function testChainClients(rpcUrls: Record<number, string>): TestChainClients {
  const clients = new Map<number, PublicClient>()
  for (const [id, url] of Object.entries(rpcUrls))
    clients.set(Number(id), createPublicClient({ chain: localChain(Number(id), url), transport: http(url) }))
  const client = (chainId: number) => {
    const found = clients.get(chainId)
    if (!found) throw new Error(`no local chain ${chainId}`)
    return found
  }
  const wallet = (index: number, chainId: number) =>
    createWalletClient({
      account: anvilAccount(index),
      chain: client(chainId).chain!,
      transport: http(rpcUrls[chainId]),
    })
  return {
    client,
    wallet,
    sendQuoted: (index, tx) =>
      wallet(index, tx.chainId).sendTransaction({
        to: tx.to as Address,
        data: tx.data as Hex,
        value: BigInt(tx.value),
        gas: BigInt(tx.gas),
        maxFeePerGas: BigInt(tx.maxFeePerGas),
        maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas),
      }),
    mined: (chainId, hash) => client(chainId).waitForTransactionReceipt({ hash, pollingInterval: 50 }),
    usdc: (chainId, owner) =>
      client(chainId).readContract({
        address: addresses.stablecoin,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner as Address],
      }),
  }
}
