import { SvmFeePayerRefusal } from './SvmFeePayerRefusal'

/** Parameters of {@link signSvmDepositAsFeePayer}. */
export type SignSvmDepositAsFeePayerParameters = {
  /** The unsigned transaction the browser sent (base64 wire format), as `executeQuote`'s `svm.signAsFeePayer` gets it. */
  transaction: string
  /**
   * The fee payer's Ed25519 key pair (Web Crypto), kept on your server (e.g. `createKeyPairFromPrivateKeyBytes` of
   * `@solana/kit` over a secret from your vault). Its address is the quote's `depositFeePayer`.
   */
  keyPair: CryptoKeyPair
}

/** The 32 bytes of an address, from hex. */
const bytesOf = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (b) => Number.parseInt(b, 16))
/** `ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL`, the Associated Token program. */
const associatedToken = '8c97258f4e2489f1bb3d1029148e0d830b5a1399daff1084048e7bd8dbe9f859'
/** `ComputeBudget111111111111111111111111111111`. */
const computeBudget = '0306466fe5211732ffecadba72c39be7bc8ce5bbc5f7126b2c439b3a40000000'

/**
 * Signs a Solana deposit as its `depositFeePayer`, on YOUR server (the key never reaches the browser), FIRST: the
 * user's wallet signs after. It signs only a transaction whose fee payer is this key, that another account (the
 * user, never the fee payer itself) signs too, and in which the key does
 * nothing else but pay for creating an associated token account (its rent, about 0.002 SOL): no transfer from it, no
 * other instruction that names it, no priority fee (Compute Budget). Anything else throws `SvmFeePayerRefusal`
 * (answer it as a 4xx). Returns the transaction with the fee payer's signature (base64 wire format), for
 * `svm.signAsFeePayer` to answer. Web Crypto only (Ed25519): no Solana library on the server. Before calling it,
 * check that the request is one your app made (its session, a rate limit): this spends your SOL.
 *
 * @example
 * // POST /api/solana/fee-payer  { transaction }
 * const keyPair = await createKeyPairFromPrivateKeyBytes(secretBytes) // from your vault
 * return Response.json({ transaction: await signSvmDepositAsFeePayer({ transaction, keyPair }) })
 */
export async function signSvmDepositAsFeePayer(
  parameters: SignSvmDepositAsFeePayerParameters,
): Promise<string> {
  const refuse = (why: string) => new SvmFeePayerRefusal(`Not signed as the fee payer: ${why}.`)
  const wire = Uint8Array.from(atob(parameters.transaction), (c) => c.charCodeAt(0))
  const parsed = readTransaction(wire)
  if (!parsed) throw refuse('it is not a Solana v0 transaction')
  const key = new Uint8Array(await crypto.subtle.exportKey('raw', parameters.keyPair.publicKey))
  const { accounts, instructions, signaturesAt, messageAt, signers } = parsed
  const same = (a: Uint8Array | undefined, b: Uint8Array) =>
    a?.length === b.length && a.every((x, i) => x === b[i])
  if (!same(accounts[0], key)) throw refuse('its fee payer is another account')
  // The user signs the deposit after the fee payer: a fee payer that is the only signer would sign as the user.
  if (signers < 2)
    throw refuse('the fee payer would be its only signer (depositFeePayer must differ from the user)')
  if (accounts.slice(1).some((a) => same(a, key))) throw refuse('it names the fee payer twice')
  const ata = bytesOf(associatedToken)
  for (const instruction of instructions) {
    const program = accounts[instruction.program]
    if (same(program, bytesOf(computeBudget))) throw refuse('it sets a priority fee')
    const uses = instruction.accounts.flatMap((index, position) => (index === 0 ? [position] : []))
    if (uses.length === 0) continue
    const { data } = instruction
    // The only use: the payer (first account) of an associated token account's Create / CreateIdempotent.
    const createsAccount = same(program, ata) && data.length <= 1 && (data[0] ?? 0) <= 1
    if (!createsAccount || uses.length !== 1 || uses[0] !== 0)
      throw refuse('it gives the fee payer to an instruction other than creating a token account')
  }
  const message = wire.subarray(messageAt)
  const signature = new Uint8Array(
    await crypto.subtle.sign('Ed25519', parameters.keyPair.privateKey, message),
  )
  const signed = new Uint8Array(wire)
  signed.set(signature, signaturesAt)
  return btoa(String.fromCharCode(...signed))
}

/** Reads a v0 wire transaction: its signature slots' start, the message's, the static accounts, the instructions. */
function readTransaction(wire: Uint8Array) {
  let at = 0
  const shortU16 = () => {
    let value = 0
    for (let shift = 0; shift < 21; shift += 7) {
      const byte = wire[at++]
      if (byte === undefined) throw new Error('short')
      value |= (byte & 0x7f) << shift
      if (!(byte & 0x80)) return value
    }
    throw new Error('shortU16')
  }
  const take = (n: number) => {
    if (at + n > wire.length) throw new Error('short')
    const bytes = wire.subarray(at, at + n)
    at += n
    return bytes
  }
  try {
    const signatures = shortU16()
    const signaturesAt = at
    take(64 * signatures)
    const messageAt = at
    if (take(1)[0] !== 0x80) return undefined
    const [required] = take(3)
    if (required !== signatures) return undefined
    const accounts = Array.from({ length: shortU16() }, () => take(32))
    take(32) // the blockhash
    const instructions = Array.from({ length: shortU16() }, () => ({
      program: take(1)[0]!,
      accounts: Array.from(take(shortU16())),
      data: take(shortU16()),
    }))
    return { signaturesAt, messageAt, signers: signatures, accounts, instructions }
  } catch {
    return undefined
  }
}
