import { type Hex, keccak256, numberToHex, parseTransaction, recoverTransactionAddress, toHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { addresses } from '../config/addresses'
import { anvilAccounts } from '../config/anvilAccounts'
import { caliburDelegateArtifact } from '../contracts/generated/caliburDelegateArtifact'
import { multicall3Artifact } from '../contracts/generated/multicall3Artifact'
import { ingestOriginTransaction } from '../lifecycle/ingestOriginTransaction'
import type { SimContext } from '../model/SimContext'
import type { ChainConfig } from '../model/types'
import { virtualBaseFee } from './createVirtualEvmState'
import { VirtualEvmError } from './VirtualEvmError'
import type { VirtualEvmTx } from './VirtualEvmTx'
import { virtualBlockNumber } from './virtualBlockNumber'
import { virtualCall } from './virtualCall'
import { virtualEvmState } from './virtualEvmState'

/** A JSON-RPC answer: a result, or an error. */
export type RpcAnswer = { result: unknown } | { error: { code: number; message: string } }

const hex = (n: number | bigint) => numberToHex(n)
const blockHash = (chainId: number, n: number) => keccak256(toHex(`virtual-block:${chainId}:${n}`))
const keyOf = (address: string) =>
  anvilAccounts.find((a) => a.address.toLowerCase() === String(address).toLowerCase())?.privateKey

const toRpcTx = (t: VirtualEvmTx) => ({
  hash: t.hash,
  nonce: hex(t.nonce),
  blockHash: blockHash(t.chainId, t.blockNumber),
  blockNumber: hex(t.blockNumber),
  transactionIndex: '0x0',
  from: t.from,
  to: t.to,
  value: hex(t.value),
  gas: hex(t.gas),
  maxFeePerGas: hex(t.maxFeePerGas),
  maxPriorityFeePerGas: hex(t.maxPriorityFeePerGas),
  gasPrice: hex(t.effectiveGasPrice),
  input: t.data,
  type: t.authorizationList ? '0x4' : '0x2',
  chainId: hex(t.chainId),
  accessList: [],
  ...(t.authorizationList
    ? {
        authorizationList: t.authorizationList.map((a) => ({
          chainId: hex(a.chainId),
          address: a.address,
          nonce: hex(a.nonce),
          yParity: hex(a.yParity),
          r: a.r,
          s: a.s,
        })),
      }
    : {}),
  v: '0x0',
  r: '0x0',
  s: '0x0',
  yParity: '0x0',
})
const toRpcReceipt = (t: VirtualEvmTx) => ({
  transactionHash: t.hash,
  transactionIndex: '0x0',
  blockHash: blockHash(t.chainId, t.blockNumber),
  blockNumber: hex(t.blockNumber),
  from: t.from,
  to: t.to,
  cumulativeGasUsed: hex(t.gasUsed),
  gasUsed: hex(t.gasUsed),
  effectiveGasPrice: hex(t.effectiveGasPrice),
  contractAddress: null,
  logs: [],
  logsBloom: `0x${'0'.repeat(512)}`,
  status: t.success ? '0x1' : '0x0',
  type: t.authorizationList ? '0x4' : '0x2',
})

/**
 * Answers one JSON-RPC call on a virtual EVM chain: what a wallet (wagmi's `mock` connector) and viem need to send
 * and confirm a quote's transactions. Reads: `eth_chainId`, `net_version`, `eth_blockNumber`, `eth_getBlockByNumber`,
 * `eth_feeHistory`, `eth_gasPrice`, `eth_maxPriorityFeePerGas`, `eth_getBalance`, `eth_getTransactionCount`,
 * `eth_getCode` (an EIP-7702 delegation's designator too), `eth_estimateGas`, `eth_call` (`virtualCall`: the deployment's tokens' `balanceOf`, `allowance`,
 * `decimals`, `symbol`, `name`, `totalSupply`, and Multicall3's `aggregate3` and kin at its canonical address), `eth_getTransactionByHash`, `eth_getTransactionReceipt`, `eth_accounts`. Writes:
 * `eth_sendTransaction` (for the anvil accounts, as anvil unlocks them) and `eth_sendRawTransaction`, mined at once
 * and handed to the same deposit ingestion as the anvil chain watcher. Signing for the anvil accounts:
 * `eth_sign`, `personal_sign`, `eth_signTypedData_v4`. Tests and stories: `anvil_setCode` of a delegation designator
 * (`0xef0100‖address`) or `0x`. A relayed gasless batch (`POST /execute`) reads as a type-4 transaction. Undefined for
 * any other method.
 */
export async function answerVirtualEvm(
  ctx: SimContext,
  chain: ChainConfig,
  method: string,
  params: unknown[],
): Promise<RpcAnswer | undefined> {
  const state = virtualEvmState(ctx)
  const id = chain.id
  const block = virtualBlockNumber(ctx.clock.now())
  const fail = (message: string, code = -32000) => ({ error: { code, message } })
  switch (method) {
    case 'eth_getBalance':
      return { result: hex(state.nativeOf(id, String(params[0]))) }
    case 'eth_getTransactionCount': {
      // At a past height, the account's nonce history (how a lost transaction is found by its nonce).
      const tag = params[1]
      const at = typeof tag === 'string' && tag.startsWith('0x') ? Number(tag) : block
      const account = String(params[0])
      return { result: hex(at < block ? state.nonceAt(id, account, at) : state.nonceOf(id, account)) }
    }
    case 'eth_getCode': {
      const address = String(params[0]).toLowerCase()
      if (address === addresses.multicall3.toLowerCase())
        return { result: multicall3Artifact.deployedBytecode }
      if (address === addresses.calibur.toLowerCase())
        return { result: caliburDelegateArtifact.deployedBytecode }
      return { result: state.codeOf(address, id) }
    }
    case 'anvil_setCode':
    case 'hardhat_setCode':
      try {
        state.setCode(id, String(params[0]), String(params[1]))
        return { result: null }
      } catch (error) {
        if (error instanceof VirtualEvmError) return fail(error.message, -32602)
        throw error
      }
    case 'eth_accounts':
      return { result: [] }
    case 'eth_estimateGas': {
      const data = (params[0] as { data?: string; input?: string } | undefined)?.data ?? '0x'
      return { result: hex(data === '0x' ? 21_000 : 60_000) }
    }
    case 'eth_feeHistory':
      return {
        result: {
          oldestBlock: hex(block),
          baseFeePerGas: [hex(virtualBaseFee), hex(virtualBaseFee)],
          gasUsedRatio: [0.5],
          reward: [[hex(1_000_000n)]],
        },
      }
    case 'eth_getBlockByNumber':
    case 'eth_getBlockByHash': {
      const tag = params[0]
      const n =
        typeof tag === 'string' && tag.startsWith('0x') && method === 'eth_getBlockByNumber'
          ? Number(tag)
          : block
      const full = params[1] === true
      const mined = state.transactionsIn(id, n)
      return {
        result: {
          number: hex(n),
          hash: blockHash(id, n),
          parentHash: blockHash(id, n - 1),
          timestamp: hex(Math.floor(ctx.clock.now() / 1000)),
          baseFeePerGas: hex(virtualBaseFee),
          gasLimit: hex(30_000_000),
          gasUsed: hex(mined.reduce((sum, t) => sum + t.gasUsed, 0n)),
          miner: addresses.solver,
          nonce: '0x0000000000000000',
          difficulty: '0x0',
          extraData: '0x',
          logsBloom: `0x${'0'.repeat(512)}`,
          transactions: full ? mined.map(toRpcTx) : mined.map((t) => t.hash),
          uncles: [],
        },
      }
    }
    case 'eth_getTransactionByHash': {
      const t = state.transaction(String(params[0]))
      return { result: t ? toRpcTx(t) : null }
    }
    case 'eth_getTransactionReceipt': {
      const t = state.transaction(String(params[0]))
      return { result: t ? toRpcReceipt(t) : null }
    }
    case 'eth_call': {
      const call = params[0] as { to?: string; data?: string; input?: string }
      const r = virtualCall(ctx, id, call?.to, (call?.data ?? call?.input ?? '0x') as Hex)
      return r.success ? { result: r.data } : fail('execution reverted', 3)
    }
    case 'eth_sendTransaction':
    case 'eth_sendRawTransaction': {
      let request: Parameters<typeof state.send>[1]
      if (method === 'eth_sendRawTransaction') {
        const raw = String(params[0]) as Hex
        let parsed: ReturnType<typeof parseTransaction>
        try {
          parsed = parseTransaction(raw)
        } catch {
          return fail('invalid raw transaction', -32602)
        }
        if (parsed.chainId !== undefined && parsed.chainId !== id)
          return fail(`chain id ${parsed.chainId} is not ${id}`)
        request = {
          from: await recoverTransactionAddress({ serializedTransaction: raw as never }),
          to: parsed.to ?? addresses.native,
          value: parsed.value,
          data: parsed.data,
          nonce: parsed.nonce,
          gas: parsed.gas,
          maxFeePerGas: parsed.maxFeePerGas,
          maxPriorityFeePerGas: parsed.maxPriorityFeePerGas,
          hash: keccak256(raw),
        }
      } else {
        const tx = params[0] as Record<string, string | undefined>
        if (!tx?.from || !keyOf(tx.from))
          return fail(`${tx?.from ?? 'no sender'} is not an unlocked account of this chain`)
        const big = (v: string | undefined) => (v === undefined ? undefined : BigInt(v))
        request = {
          from: tx.from,
          to: tx.to ?? addresses.native,
          value: big(tx.value),
          data: tx.data ?? tx.input,
          nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
          gas: big(tx.gas),
          maxFeePerGas: big(tx.maxFeePerGas),
          maxPriorityFeePerGas: big(tx.maxPriorityFeePerGas),
        }
      }
      let mined: VirtualEvmTx
      try {
        mined = state.send(id, request)
      } catch (error) {
        if (error instanceof VirtualEvmError) return fail(error.message)
        throw error
      }
      // The same deposit ingestion as the anvil chain watcher's.
      await ingestOriginTransaction(ctx, {
        chainId: id,
        hash: mined.hash,
        from: mined.from,
        to: mined.to,
        value: mined.value,
        data: mined.data,
        blockNumber: mined.blockNumber,
        timestamp: mined.timestamp,
        ...(mined.token ? { token: mined.token } : {}),
        fee: mined.gasUsed * mined.effectiveGasPrice,
        success: mined.success,
      })
      return { result: mined.hash }
    }
    case 'eth_sign':
    case 'personal_sign': {
      const [address, data] = method === 'eth_sign' ? params : [params[1], params[0]]
      const key = keyOf(String(address))
      if (!key) return fail(`${address} is not an unlocked account of this chain`)
      return { result: await privateKeyToAccount(key).signMessage({ message: { raw: data as Hex } }) }
    }
    case 'eth_signTypedData_v4': {
      const key = keyOf(String(params[0]))
      if (!key) return fail(`${params[0]} is not an unlocked account of this chain`)
      const typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1]
      const { EIP712Domain: _domain, ...types } = typed.types ?? {}
      return {
        result: await privateKeyToAccount(key).signTypedData({
          domain: typed.domain,
          types,
          primaryType: typed.primaryType,
          message: typed.message,
        }),
      }
    }
    default:
      return undefined
  }
}
