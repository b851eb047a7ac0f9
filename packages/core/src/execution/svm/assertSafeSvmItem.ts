import { ExecutionError } from '../../errors/ExecutionError'
import type { SvmInstruction, SvmItemData } from './SvmItemData'
import { svmPrograms } from './svmPrograms'

/** What {@link assertSafeSvmItem} checks an item against. */
export type SvmSafetyContext = {
  /** The step's id and the item's index, for the error. */
  step: string
  item: number
  /** The user's address (base58): the only signer besides the fee payer. */
  user: string
  /** Who pays the transaction's fees: the user, or the quote's `depositFeePayer`. */
  feePayer: string
  requestId: string
  /** The item is a deposit (it has a `check`): one of its memos must name the request. */
  deposit: boolean
  /** The origin currency (a mint, or the native SOL placeholder when `native`). */
  origin: { currency: string; native: boolean }
  /** The user's token accounts of the origin mint (its associated token accounts): a token transfer's only source. */
  userTokenAccounts: readonly string[]
  /** Programs outside the known ones the item may call (the chain's depository, the integrator's `allowAddresses`). */
  allowPrograms: readonly string[]
}

const family = new Set<string>([
  svmPrograms.system,
  svmPrograms.token,
  svmPrograms.token2022,
  svmPrograms.associatedToken,
])
const known = new Set<string>([...family, svmPrograms.computeBudget, svmPrograms.memo, svmPrograms.memoV1])

/**
 * The safety checks of one transaction item on an SVM chain, before the wallet is asked, as an allow-list:
 * every instruction's program is a known one (System, Token, Token-2022, Associated Token, Compute Budget, Memo) or
 * allowed (`svm-program`); the only signers are the user and the fee payer (`svm-signer`); System only transfers
 * from the user, Token only transfers the origin mint from the user's own token account (`svm-instruction`); no
 * other program gets the user or the user's token accounts as a signer or writable (`svm-writable`); a deposit names
 * the request in a memo (`svm-request-id`). Returns what the item moves out of the user's hands (lamports, token
 * units), for the run's total. Throws an `ExecutionError` (`reason: 'unsafe'`) on the first failed check.
 */
export function assertSafeSvmItem(
  data: SvmItemData,
  ctx: SvmSafetyContext,
): { native: bigint; token: bigint } {
  const refuse = (check: string, why: string) =>
    new ExecutionError({
      reason: 'unsafe',
      check,
      step: ctx.step,
      item: ctx.item,
      shortMessage: `${why}: nothing was sent.`,
    })
  if (!Array.isArray(data?.instructions) || data.instructions.length === 0)
    throw refuse('svm-shape', 'The Solana step has no instructions')
  const user = new Set([ctx.user, ...ctx.userTokenAccounts])
  const signers = new Set([ctx.user, ctx.feePayer])
  let native = 0n
  let token = 0n
  const memos: string[] = []
  for (const instruction of data.instructions) {
    const { programId, keys } = readShape(instruction, refuse)
    const bytes = readHex(instruction.data, refuse)
    if (!known.has(programId) && !ctx.allowPrograms.includes(programId))
      throw refuse('svm-program', `The Solana step calls a program that is not allowed (${programId})`)
    for (const key of keys)
      if (key.isSigner && !signers.has(key.pubkey))
        throw refuse('svm-signer', `The Solana step asks ${key.pubkey} to sign`)
    if (!known.has(programId))
      for (const key of keys)
        if (user.has(key.pubkey) && (key.isWritable || key.isSigner))
          throw refuse(
            'svm-writable',
            `The Solana step gives your account ${key.pubkey} to the program ${programId}`,
          )
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    const u64 = (at: number) => (bytes.length >= at + 8 ? view.getBigUint64(at, true) : undefined)
    const bad = () =>
      refuse('svm-instruction', `The Solana step has an instruction of ${programId} a deposit never needs`)
    if (programId === svmPrograms.system) {
      // Transfer (2): [from, to], lamports after the 4-byte discriminator.
      const lamports = bytes.length === 12 && view.getUint32(0, true) === 2 ? u64(4) : undefined
      if (lamports === undefined || keys[0]?.pubkey !== ctx.user) throw bad()
      native += lamports
    } else if (programId === svmPrograms.token || programId === svmPrograms.token2022) {
      // Transfer (3): [source, destination, owner]; TransferChecked (12): [source, mint, destination, owner].
      const checked = bytes[0] === 12 && bytes.length === 10
      const amount = (bytes[0] === 3 && bytes.length === 9) || checked ? u64(1) : undefined
      const owner = keys[checked ? 3 : 2]?.pubkey
      if (
        amount === undefined ||
        owner !== ctx.user ||
        !ctx.userTokenAccounts.includes(keys[0]?.pubkey ?? '')
      )
        throw bad()
      if (ctx.origin.native || (checked && keys[1]?.pubkey !== ctx.origin.currency)) throw bad()
      token += amount
    } else if (programId === svmPrograms.associatedToken) {
      // Create (empty or 0) or CreateIdempotent (1): [payer, account, owner, mint, system, token program].
      if (bytes.length > 1 || (bytes.length === 1 && bytes[0]! > 1) || !signers.has(keys[0]?.pubkey ?? ''))
        throw bad()
    } else if (programId === svmPrograms.memo || programId === svmPrograms.memoV1) {
      memos.push(new TextDecoder().decode(bytes))
    }
  }
  const id = ctx.requestId.toLowerCase()
  if (ctx.deposit && !memos.some((memo) => memo.toLowerCase().includes(id)))
    throw refuse('svm-request-id', `The Solana deposit does not name the request ${ctx.requestId}`)
  return { native, token }
}

function readShape(instruction: SvmInstruction, refuse: (check: string, why: string) => ExecutionError) {
  const { programId, keys } = instruction ?? {}
  if (
    typeof programId !== 'string' ||
    !Array.isArray(keys) ||
    !keys.every(
      (k) =>
        typeof k?.pubkey === 'string' && typeof k.isSigner === 'boolean' && typeof k.isWritable === 'boolean',
    )
  )
    throw refuse('svm-shape', 'The Solana step has an instruction that is not well formed')
  return { programId, keys }
}

function readHex(data: unknown, refuse: (check: string, why: string) => ExecutionError): Uint8Array {
  const hex = typeof data === 'string' ? data.replace(/^0x/, '') : undefined
  if (hex === undefined || hex.length % 2 !== 0 || !/^[0-9a-f]*$/i.test(hex))
    throw refuse('svm-shape', 'The Solana step has instruction data that is not hex')
  const bytes = new Uint8Array(hex.length / 2)
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16)
  return bytes
}
