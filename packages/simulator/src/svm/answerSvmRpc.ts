import {
  getBase58Encoder,
  getBase64Decoder,
  getBase64Encoder,
  isAddress as isBase58Address,
} from '@solana/kit'
import { svmPrograms } from '../config/svmPrograms'
import type { SvmLedger } from './SvmLedger'
import { toRpcAccount } from './toRpcAccount'

/** One JSON-RPC answer: a result or an error. */
export type SvmRpcAnswer = { result: unknown } | { error: { code: number; message: string; data?: unknown } }

type Config = {
  encoding?: string
  skipPreflight?: boolean
  sigVerify?: boolean
  replaceRecentBlockhash?: boolean
}

const invalidParams = (message: string): SvmRpcAnswer => ({ error: { code: -32602, message } })
const bytesOf = (encoded: unknown, encoding: string | undefined) =>
  typeof encoded !== 'string'
    ? null
    : encoding === 'base58'
      ? new Uint8Array(getBase58Encoder().encode(encoded))
      : new Uint8Array(getBase64Encoder().encode(encoded))
const isAddress = (v: unknown): v is string => typeof v === 'string' && isBase58Address(v)

/**
 * Answers one Solana JSON-RPC method from the local chain: the methods `@solana/kit`, `@solana/web3.js` and relay's
 * SVM adapter use to read balances and accounts (`jsonParsed` token accounts, mints and address lookup tables),
 * fetch a blockhash, simulate, send and confirm. Unknown methods are error -32601; parameters that cannot be read
 * (a bad address, an encoded transaction that is none) are -32602, never a thrown error.
 */
export async function answerSvmRpc(
  chain: SvmLedger,
  method: string,
  params: unknown[],
): Promise<SvmRpcAnswer> {
  const context = { slot: Number(chain.slot()), apiVersion: '2.2.0' }
  const config = (at: number) => ((params[at] ?? {}) as Config) || {}
  const account = (a: string) => chain.account(a)
  const decimalsOf = (mint: string) => account(mint)?.data[44] ?? 0
  const rpcAccount = (a: string, encoding: string | undefined) => {
    const acc = account(a)
    return acc ? toRpcAccount(acc, encoding, decimalsOf) : null
  }
  switch (method) {
    case 'getHealth':
      return { result: 'ok' }
    case 'getVersion':
      return { result: { 'solana-core': '2.2.0', 'feature-set': 0 } }
    case 'getGenesisHash':
      return { result: 'CRosspay1oca1So1anaGenesis11111111111111111' }
    case 'getSlot':
    case 'getBlockHeight':
      return { result: Number(chain.slot()) }
    case 'getEpochInfo':
      return {
        result: {
          absoluteSlot: Number(chain.slot()),
          blockHeight: Number(chain.slot()),
          epoch: 0,
          slotIndex: Number(chain.slot()),
          slotsInEpoch: 432_000,
          transactionCount: null,
        },
      }
    case 'getLatestBlockhash':
      return {
        result: {
          context,
          value: { blockhash: chain.blockhash(), lastValidBlockHeight: Number(chain.slot()) + 150 },
        },
      }
    case 'isBlockhashValid':
      return { result: { context, value: params[0] === chain.blockhash() } }
    case 'getMinimumBalanceForRentExemption':
      return { result: Number(chain.rentExempt(Number(params[0] ?? 0))) }
    case 'getRecentPrioritizationFees':
      return { result: [] }
    case 'getFeeForMessage': {
      const message = bytesOf(params[0], 'base64')
      if (!message || message.length < 1) return invalidParams('Invalid message')
      const signers = message[(message[0]! & 0x80) !== 0 ? 1 : 0] ?? 1
      return { result: { context, value: 5_000 * signers } }
    }
    case 'getBalance': {
      if (!isAddress(params[0])) return invalidParams('Invalid param: not a base58 address')
      return { result: { context, value: Number(chain.account(params[0])?.lamports ?? 0n) } }
    }
    case 'getAccountInfo': {
      if (!isAddress(params[0])) return invalidParams('Invalid param: not a base58 address')
      return { result: { context, value: rpcAccount(params[0], config(1).encoding) } }
    }
    case 'getMultipleAccounts': {
      const list = params[0]
      if (!Array.isArray(list) || !list.every(isAddress))
        return invalidParams('Invalid param: expected base58 addresses')
      return { result: { context, value: list.map((a) => rpcAccount(a, config(1).encoding)) } }
    }
    case 'getTokenAccountsByOwner': {
      const owner = params[0]
      const filter = (params[1] ?? {}) as { mint?: string; programId?: string }
      if (!isAddress(owner)) return invalidParams('Invalid param: not a base58 address')
      if (filter.programId !== undefined && filter.programId !== svmPrograms.token)
        return { result: { context, value: [] } }
      const accounts = chain.programAccounts(svmPrograms.token).filter((a) => {
        if (a.data.length !== 165) return false
        const view = toRpcAccount(a, 'jsonParsed', decimalsOf).data as {
          parsed: { info: { owner: string; mint: string } }
        }
        return (
          view.parsed.info.owner === owner &&
          (filter.mint === undefined || view.parsed.info.mint === filter.mint)
        )
      })
      return {
        result: {
          context,
          value: accounts.map((a) => ({
            pubkey: a.address,
            account: toRpcAccount(a, config(2).encoding, decimalsOf),
          })),
        },
      }
    }
    case 'getTokenAccountBalance': {
      if (!isAddress(params[0])) return invalidParams('Invalid param: not a base58 address')
      const view = rpcAccount(params[0], 'jsonParsed')?.data as
        | { parsed?: { type: string; info: { tokenAmount: unknown } } }
        | undefined
      if (view?.parsed?.type !== 'account') return invalidParams('Invalid param: not a Token account')
      return { result: { context, value: view.parsed.info.tokenAmount } }
    }
    case 'getSignatureStatuses': {
      const list = params[0]
      if (!Array.isArray(list)) return invalidParams('Invalid param: expected signatures')
      return {
        result: {
          context,
          value: list.map((s) => {
            const tx = chain.transaction(String(s))
            if (!tx) return null
            return {
              slot: Number(tx.slot),
              confirmations: null,
              err: tx.err,
              status: tx.err ? { Err: tx.err } : { Ok: null },
              confirmationStatus: 'finalized',
            }
          }),
        },
      }
    }
    case 'sendTransaction': {
      const wire = bytesOf(params[0], config(1).encoding)
      if (!wire) return invalidParams('Invalid param: expected an encoded transaction')
      const sent = await chain.submit(wire, { preflight: config(1).skipPreflight !== true })
      if (sent.ok) return { result: sent.tx.signature }
      return {
        error: {
          code: -32002,
          message: sent.message,
          data: { err: sent.err, logs: sent.logs, accounts: null, unitsConsumed: 0, returnData: null },
        },
      }
    }
    case 'simulateTransaction': {
      const wire = bytesOf(params[0], config(1).encoding)
      if (!wire) return invalidParams('Invalid param: expected an encoded transaction')
      try {
        const sim = await chain.simulate(wire, {
          sigVerify: config(1).sigVerify === true,
          replaceRecentBlockhash: config(1).replaceRecentBlockhash === true,
        })
        return {
          result: {
            context,
            value: {
              err: sim.err,
              logs: sim.logs,
              accounts: null,
              unitsConsumed: Number(sim.unitsConsumed),
              returnData: null,
            },
          },
        }
      } catch (error) {
        return invalidParams(`failed to deserialize the transaction: ${String(error)}`)
      }
    }
    case 'getTransaction': {
      const tx = chain.transaction(String(params[0]))
      if (!tx) return { result: null }
      const meta = {
        err: tx.err,
        status: tx.err ? { Err: tx.err } : { Ok: null },
        fee: Number(tx.fee),
        logMessages: tx.logs,
        preBalances: [],
        postBalances: [],
        innerInstructions: [],
        preTokenBalances: [],
        postTokenBalances: [],
        loadedAddresses: { writable: [], readonly: [] },
      }
      const transaction =
        config(1).encoding === 'base64'
          ? [getBase64Decoder().decode(tx.wire), 'base64']
          : {
              signatures: [tx.signature],
              message: {
                accountKeys: tx.accountKeys,
                instructions: tx.instructions.map((ix) => ({
                  programIdIndex: tx.accountKeys.indexOf(ix.programId),
                  accounts: ix.accounts.map((a) => tx.accountKeys.indexOf(a)),
                  data: getBase64Decoder().decode(ix.data),
                })),
              },
            }
      return { result: { slot: Number(tx.slot), blockTime: tx.blockTime, meta, transaction, version: 0 } }
    }
    default:
      return {
        error: {
          code: -32601,
          message: `Method not found: ${method} is not served by the local Solana chain`,
        },
      }
  }
}
