import { getBase58Decoder, getPublicKeyFromAddress, type SignatureBytes, verifySignature } from '@solana/kit'
import { svmPrograms } from '../config/svmPrograms'
import { decodeSvmTransaction } from './decodeSvmTransaction'
import { encodeTokenAccount } from './encodeTokenAccount'
import { findTokenAccount } from './findTokenAccount'
import type { SvmAccountState } from './SvmAccountState'
import type { SvmLedger, SvmSubmitResult } from './SvmLedger'
import type { SvmProcessedTransaction } from './SvmProcessedTransaction'
import { seedSvmGenesis } from './seedSvmGenesis'

/** The virtual Solana chain: an SvmLedger on plain accounts, plus what the virtual backend and watcher need. */
export interface VirtualSvmLedger extends SvmLedger {
  /** Called after every processed transaction; returns an unsubscribe. */
  onTransaction(listener: (tx: SvmProcessedTransaction) => void): () => void
  /** Pays `amount` to `owner` out of nothing (a virtual fill or refund): lamports, or a token (its account created). */
  credit(owner: string, mint: string | null, amount: bigint): Promise<void>
}

const feePerSignature = 5_000n
/** Rent of an account of `size` bytes, as Solana's default rent computes it (3,480 lamports per byte-year, 2 years). */
const rentExempt = (size: number) => BigInt(size + 128) * 3_480n * 2n
const u64 = (data: Uint8Array, at: number) =>
  new DataView(data.buffer, data.byteOffset).getBigUint64(at, true)
const setU64 = (data: Uint8Array, at: number, value: bigint) => {
  const copy = new Uint8Array(data)
  new DataView(copy.buffer).setBigUint64(at, value, true)
  return copy
}
const b58 = (bytes: Uint8Array) => getBase58Decoder().decode(bytes)

class Failure extends Error {
  constructor(readonly err: unknown) {
    super(JSON.stringify(err))
  }
}

/**
 * Creates the virtual Solana chain of virtual mode (no LiteSVM: it runs in a browser too): the same genesis as the
 * LiteSVM chain (seedSvmGenesis) and an interpreter of exactly the instructions quotes and fills use — system
 * `Transfer`, token `Transfer` / `TransferChecked`, associated-token `Create` / `CreateIdempotent` (the payer pays
 * the rent), Memo. Signatures are verified (Ed25519, WebCrypto), the fee is 5,000 lamports per signature from the
 * fee payer, the blockhash never changes, finality is instant; `slot()` is the current slot (the sim clock's). Any other program fails the transaction with
 * `InvalidProgramForExecution`. `now()` (ms) gives block times.
 */
export async function createVirtualSvmLedger(options: {
  now: () => number
  slot: () => bigint
}): Promise<VirtualSvmLedger> {
  const accounts = new Map<string, SvmAccountState>()
  await seedSvmGenesis((at, account) => accounts.set(at, account), rentExempt)
  const blockhash = b58(new Uint8Array(32).fill(7))
  const processed = new Map<string, SvmProcessedTransaction>()
  const listeners = new Set<(tx: SvmProcessedTransaction) => void>()
  const systemAccount = (lamports: bigint): SvmAccountState => ({
    lamports,
    programAddress: svmPrograms.system,
    executable: false,
    data: new Uint8Array(0),
  })

  /** Runs the instructions on a copy of the touched accounts; throws Failure with the RPC error. */
  const execute = async (decoded: ReturnType<typeof decodeSvmTransaction>) => {
    const changed = new Map<string, SvmAccountState>()
    const get = (a: string) => changed.get(a) ?? accounts.get(a) ?? null
    const set = (a: string, s: SvmAccountState) => changed.set(a, s)
    const logs: string[] = []
    const fail = (index: number, detail: unknown) => {
      throw new Failure({ InstructionError: [index, detail] })
    }
    for (const [index, ix] of decoded.instructions.entries()) {
      const [a0 = '', a1 = '', a2 = '', a3 = ''] = ix.accounts
      const d = ix.data
      logs.push(`Program ${ix.programId} invoke [1]`)
      if (ix.programId === svmPrograms.system && d[0] === 2 && d.length === 12) {
        const amount = u64(d, 4)
        const from = get(a0)
        if (!decoded.signers.includes(a0)) fail(index, 'MissingRequiredSignature')
        if (!from || from.lamports < amount) fail(index, { Custom: 1 })
        set(a0, { ...from!, lamports: from!.lamports - amount })
        const to = get(a1) ?? systemAccount(0n)
        set(a1, { ...to, lamports: to.lamports + amount })
      } else if (ix.programId === svmPrograms.token && (d[0] === 3 || d[0] === 12)) {
        const [source, destination, authority] = d[0] === 3 ? [a0, a1, a2] : [a0, a2, a3]
        const amount = u64(d, 1)
        const s = get(source)
        const t = get(destination)
        if (!s || !t || s.data.length !== 165 || t.data.length !== 165) fail(index, 'InvalidAccountData')
        const sd = new Uint8Array(s!.data)
        const td = new Uint8Array(t!.data)
        if (b58(sd.slice(0, 32)) !== b58(td.slice(0, 32))) fail(index, { Custom: 3 }) // MintMismatch
        if (b58(sd.slice(32, 64)) !== authority || !decoded.signers.includes(authority))
          fail(index, { Custom: 4 }) // OwnerMismatch
        if (u64(sd, 64) < amount) fail(index, { Custom: 1 }) // InsufficientFunds
        if (source === destination) continue
        set(source, { ...s!, data: setU64(sd, 64, u64(sd, 64) - amount) })
        set(destination, { ...t!, data: setU64(td, 64, u64(td, 64) + amount) })
      } else if (
        ix.programId === svmPrograms.associatedToken &&
        (d.length === 0 || d[0] === 0 || d[0] === 1)
      ) {
        if (get(a1)) {
          if (d[0] !== 1) fail(index, 'AccountAlreadyInitialized')
        } else {
          if ((await findTokenAccount(a2, a3)) !== a1) fail(index, 'InvalidSeeds')
          const payer = get(a0)
          const rent = rentExempt(165)
          if (!decoded.signers.includes(a0) || !payer || payer.lamports < rent) fail(index, { Custom: 1 })
          set(a0, { ...payer!, lamports: payer!.lamports - rent })
          set(a1, {
            lamports: rent,
            programAddress: svmPrograms.token,
            executable: false,
            data: encodeTokenAccount({ mint: a3, owner: a2, amount: 0n }),
          })
        }
      } else if (ix.programId === svmPrograms.memo) {
        logs.push(`Program log: Memo (len ${d.length}): ${JSON.stringify(new TextDecoder().decode(d))}`)
      } else {
        throw new Failure('InvalidProgramForExecution')
      }
      logs.push(`Program ${ix.programId} success`)
    }
    return { changed, logs }
  }

  /** Checks everything a node checks before running a transaction; returns its parts or a refusal. */
  const admit = async (wire: Uint8Array, sigVerify: boolean, anyBlockhash: boolean) => {
    let decoded: ReturnType<typeof decodeSvmTransaction>
    try {
      decoded = decodeSvmTransaction(wire, (table) => {
        const account = accounts.get(table)
        if (account?.programAddress !== svmPrograms.addressLookupTable) return undefined
        const out: string[] = []
        for (let at = 56; at + 32 <= account.data.length; at += 32)
          out.push(b58(new Uint8Array(account.data.slice(at, at + 32))))
        return out
      })
    } catch (error) {
      return {
        refused: {
          err: 'SanitizeFailure',
          message: `failed to deserialize the transaction: ${String(error)}`,
        },
      }
    }
    if (!anyBlockhash && decoded.blockhash !== blockhash)
      return { refused: { err: 'BlockhashNotFound', message: 'Blockhash not found' } }
    if (sigVerify) {
      for (const { signer, signature } of decoded.signatures) {
        const valid =
          signature !== null &&
          (await verifySignature(
            await getPublicKeyFromAddress(signer as never),
            signature as SignatureBytes,
            decoded.messageBytes,
          ))
        if (!valid)
          return {
            refused: { err: 'SignatureFailure', message: 'Transaction signature verification failure' },
          }
      }
    }
    const fee = feePerSignature * BigInt(decoded.signers.length)
    const payer = accounts.get(decoded.signers[0] ?? '')
    if (!payer || payer.lamports < fee)
      return {
        refused: {
          err: 'InsufficientFundsForFee',
          message: 'Attempt to debit an account but found no record of a prior credit.',
        },
      }
    return { decoded, fee }
  }

  const ledger: VirtualSvmLedger = {
    slot: options.slot,
    blockhash: () => blockhash,
    blockTime: () => Math.floor(options.now() / 1000),
    account: (a) => accounts.get(a) ?? null,
    programAccounts: (program) =>
      [...accounts.entries()]
        .filter(([, s]) => s.programAddress === program)
        .map(([a, s]) => ({ ...s, address: a })),
    rentExempt,
    async submit(wire, { preflight }): Promise<SvmSubmitResult> {
      const admitted = await admit(wire, true, false)
      if ('refused' in admitted) return { ok: false, logs: [], ...admitted.refused! }
      const { decoded, fee } = admitted
      const first = decoded.signatures[0]?.signature
      const signature = first ? b58(first) : ''
      if (processed.has(signature))
        return {
          ok: false,
          err: 'AlreadyProcessed',
          logs: [],
          message: 'This transaction has already been processed',
        }
      let outcome: { err: unknown; logs: string[]; changed: Map<string, SvmAccountState> }
      try {
        const run = await execute(decoded)
        outcome = { err: null, ...run }
      } catch (error) {
        if (!(error instanceof Failure)) throw error
        if (preflight || !(typeof error.err === 'object'))
          return {
            ok: false,
            err: error.err,
            logs: [],
            message: `Transaction simulation failed: ${error.message}`,
          }
        outcome = { err: error.err, logs: [], changed: new Map() }
      }
      for (const [a, s] of outcome.changed) accounts.set(a, s)
      const payer = accounts.get(decoded.signers[0]!)!
      accounts.set(decoded.signers[0]!, { ...payer, lamports: payer.lamports - fee })
      const record: SvmProcessedTransaction = {
        signature,
        slot: options.slot(),
        blockTime: Math.floor(options.now() / 1000),
        err: outcome.err,
        logs: outcome.logs,
        fee,
        wire,
        accountKeys: decoded.accountKeys,
        signers: decoded.signers,
        instructions: decoded.instructions,
      }
      processed.set(signature, record)
      for (const listener of listeners) listener(record)
      return { ok: true, tx: record }
    },
    async simulate(wire, { sigVerify, replaceRecentBlockhash }) {
      const admitted = await admit(wire, sigVerify, replaceRecentBlockhash === true)
      if ('refused' in admitted) return { err: admitted.refused!.err, logs: [], unitsConsumed: 0n }
      try {
        const run = await execute(admitted.decoded)
        return { err: null, logs: run.logs, unitsConsumed: 1_000n }
      } catch (error) {
        if (!(error instanceof Failure)) throw error
        return { err: error.err, logs: [], unitsConsumed: 0n }
      }
    },
    transaction: (signature) => processed.get(signature),
    onTransaction(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async credit(owner, mint, amount) {
      if (!mint) {
        const account = accounts.get(owner) ?? systemAccount(0n)
        accounts.set(owner, { ...account, lamports: account.lamports + amount })
        return
      }
      const at = await findTokenAccount(owner, mint)
      const data = new Uint8Array(accounts.get(at)?.data ?? encodeTokenAccount({ mint, owner, amount: 0n }))
      accounts.set(at, {
        lamports: rentExempt(165),
        programAddress: svmPrograms.token,
        executable: false,
        data: setU64(data, 64, u64(data, 64) + amount),
      })
    },
  }
  return ledger
}
