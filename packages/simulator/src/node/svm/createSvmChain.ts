import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createTransactionMessage,
  getAddressDecoder,
  getAddressFromPublicKey,
  getBase58Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type Instruction,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransaction,
} from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { svmPrograms } from '../../config/svmPrograms'
import { decodeSvmTransaction } from '../../svm/decodeSvmTransaction'
import type { SvmInstruction } from '../../svm/SvmInstruction'
import type { SvmLedger, SvmSubmitResult } from '../../svm/SvmLedger'
import type { SvmProcessedTransaction } from '../../svm/SvmProcessedTransaction'
import { seedSvmGenesis } from '../../svm/seedSvmGenesis'
import { toRpcError } from './toRpcError'

/** Lamports per signature, as on Solana. */
const feePerSignature = 5_000n

/** The local Solana chain: a LiteSVM with the simulator's genesis, its transaction record and listeners. */
export interface SvmChain extends SvmLedger {
  readonly svm: LiteSVM
  /** The addresses of a lookup table, or undefined when the account is none. */
  lookupTable(table: string): string[] | undefined
  /** Called after every processed transaction (successful or failed in execution); returns an unsubscribe. */
  onTransaction(listener: (tx: SvmProcessedTransaction) => void): () => void
  /** Builds, signs (each 32-byte seed, hex; the first pays the fees) and submits a v0 transaction. */
  execute(instructions: SvmInstruction[], seeds: string[]): Promise<SvmSubmitResult>
}

const roleOf = (k: SvmInstruction['keys'][number]) =>
  k.isSigner
    ? k.isWritable
      ? AccountRole.WRITABLE_SIGNER
      : AccountRole.READONLY_SIGNER
    : k.isWritable
      ? AccountRole.WRITABLE
      : AccountRole.READONLY
const hexBytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))

/**
 * Creates the local Solana chain (LiteSVM 1.5, signatures verified, no network): genesis from seedSvmGenesis,
 * slot 1 at the start and one slot more per processed transaction, the clock's Unix time from `now()` (ms).
 * Finality is instant and the blockhash does not expire (LiteSVM keeps one until told otherwise).
 */
export async function createSvmChain(options: { now: () => number }): Promise<SvmChain> {
  const svm = new LiteSVM().withTransactionHistory(0n).withBlockhashCheck(true)
  await seedSvmGenesis(
    (at, account) =>
      svm.setAccount({
        address: address(at),
        lamports: lamports(account.lamports),
        programAddress: address(account.programAddress),
        executable: account.executable,
        data: account.data,
        space: BigInt(account.data.length),
      }),
    (size) => svm.minimumBalanceForRentExemption(BigInt(size)),
  )
  let slot = 1n
  const advance = () => {
    slot += 1n
    svm.warpToSlot(slot)
    const clock = svm.getClock()
    clock.unixTimestamp = BigInt(Math.floor(options.now() / 1000))
    svm.setClock(clock)
  }
  advance()
  const processed = new Map<string, SvmProcessedTransaction>()
  const listeners = new Set<(tx: SvmProcessedTransaction) => void>()
  const lookupTable = (table: string) => {
    const account = svm.getAccount(address(table))
    if (!account.exists || account.programAddress !== svmPrograms.addressLookupTable) return undefined
    const decoder = getAddressDecoder()
    const out: string[] = []
    for (let at = 56; at + 32 <= account.data.length; at += 32)
      out.push(decoder.decode(account.data.slice(at, at + 32)))
    return out
  }
  const blockTime = () => Number(svm.getClock().unixTimestamp)

  const chain: SvmChain = {
    svm,
    slot: () => slot,
    blockhash: () => svm.latestBlockhash(),
    blockTime,
    account(at) {
      const acc = svm.getAccount(address(at))
      return acc.exists ? acc : null
    },
    programAccounts: (program) => svm.getProgramAccounts(address(program)),
    rentExempt: (size) => svm.minimumBalanceForRentExemption(BigInt(size)),
    async submit(wire, { preflight }) {
      let decoded: ReturnType<typeof decodeSvmTransaction>
      let tx: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
      try {
        tx = getTransactionDecoder().decode(wire)
        decoded = decodeSvmTransaction(wire, lookupTable)
      } catch (error) {
        return {
          ok: false,
          err: 'SanitizeFailure',
          logs: [],
          message: `failed to deserialize the transaction: ${String(error)}`,
        }
      }
      const first = decoded.signatures[0]?.signature
      if (!first || decoded.signatures.some((s) => s.signature === null))
        return { ok: false, err: 'SignatureFailure', logs: [], message: 'Transaction is not fully signed' }
      const signature = getBase58Decoder().decode(first)
      if (processed.has(signature))
        return {
          ok: false,
          err: 'AlreadyProcessed',
          logs: [],
          message: 'This transaction has already been processed',
        }
      if (preflight) {
        let sim: ReturnType<LiteSVM['simulateTransaction']>
        try {
          sim = svm.simulateTransaction(tx)
        } catch (error) {
          return {
            ok: false,
            err: 'SanitizeFailure',
            logs: [],
            message: `Transaction refused: ${String(error)}`,
          }
        }
        if (sim instanceof FailedTransactionMetadata) {
          const logs = sim.meta().logs()
          return {
            ok: false,
            err: toRpcError(sim),
            logs,
            message: `Transaction simulation failed: ${JSON.stringify(toRpcError(sim))}`,
          }
        }
      }
      let result: ReturnType<LiteSVM['sendTransaction']>
      try {
        result = svm.sendTransaction(tx)
      } catch (error) {
        return {
          ok: false,
          err: 'SanitizeFailure',
          logs: [],
          message: `Transaction refused: ${String(error)}`,
        }
      }
      const failed = result instanceof FailedTransactionMetadata ? result : null
      const err = failed ? toRpcError(failed) : null
      const logs = failed ? failed.meta().logs() : (result as TransactionMetadata).logs()
      // Only an error while executing lands on chain (and costs the fee); earlier ones are refused.
      if (failed && !(err && typeof err === 'object' && 'InstructionError' in err))
        return { ok: false, err, logs, message: `Transaction failed: ${JSON.stringify(err)}` }
      const record: SvmProcessedTransaction = {
        signature,
        slot,
        blockTime: blockTime(),
        err,
        logs,
        fee: feePerSignature * BigInt(decoded.signers.length),
        wire,
        accountKeys: decoded.accountKeys,
        signers: decoded.signers,
        instructions: decoded.instructions,
      }
      processed.set(signature, record)
      advance()
      for (const listener of listeners) listener(record)
      return { ok: true, tx: record }
    },
    async simulate(wire, { sigVerify, replaceRecentBlockhash }) {
      const tx = getTransactionDecoder().decode(wire)
      if (!sigVerify) svm.withSigverify(false)
      if (replaceRecentBlockhash) svm.withBlockhashCheck(false)
      try {
        const sim = svm.simulateTransaction(tx)
        if (sim instanceof FailedTransactionMetadata)
          return {
            err: toRpcError(sim),
            logs: sim.meta().logs(),
            unitsConsumed: sim.meta().computeUnitsConsumed(),
          }
        return { err: null, logs: sim.meta().logs(), unitsConsumed: sim.meta().computeUnitsConsumed() }
      } finally {
        if (!sigVerify) svm.withSigverify(true)
        if (replaceRecentBlockhash) svm.withBlockhashCheck(true)
      }
    },
    transaction: (signature) => processed.get(signature),
    lookupTable,
    onTransaction(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async execute(instructions, seeds) {
      const keyPairs = await Promise.all(seeds.map((s) => createKeyPairFromPrivateKeyBytes(hexBytes(s))))
      const payer = await getAddressFromPublicKey(keyPairs[0]!.publicKey)
      const message = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(payer, m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: svm.latestBlockhash() as Blockhash, lastValidBlockHeight: slot + 150n },
            m,
          ),
        (m) =>
          appendTransactionMessageInstructions(
            instructions.map(
              (ix): Instruction => ({
                programAddress: address(ix.programId),
                accounts: ix.keys.map((k) => ({ address: address(k.pubkey), role: roleOf(k) })),
                data: hexBytes(ix.data),
              }),
            ),
            m,
          ),
      )
      const signed = await signTransaction(keyPairs, compileTransaction(message))
      return chain.submit(new Uint8Array(getTransactionEncoder().encode(signed)), { preflight: false })
    },
  }
  return chain
}
