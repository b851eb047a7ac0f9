// The fee payer's server helper on transactions built with @solana/kit (no chain: it reads and signs bytes only):
// what it signs (a deposit whose fee payer is its key and that the user signs too, the key used only to pay for a
// token account) and what it refuses before signing anything.
import { svmAccounts, svmPrograms } from '@crosspay/simulator'
import {
  AccountRole,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  createKeyPairFromPrivateKeyBytes,
  createTransactionMessage,
  getBase64Codec,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  type Instruction,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  verifySignature,
} from '@solana/kit'
import { describe, expect, test } from 'vitest'
import { SvmFeePayerRefusal } from './SvmFeePayerRefusal'
import { signSvmDepositAsFeePayer } from './signSvmDepositAsFeePayer'

const [user, payer] = [svmAccounts.accounts[0]!, svmAccounts.accounts[2]!]
const keyPair = () => createKeyPairFromPrivateKeyBytes(Uint8Array.from(Buffer.from(payer.seed, 'hex')))
const meta = (who: string, role: AccountRole) => ({ address: address(who), role })
/** A token transfer signed by the user (its accounts stand in: the helper reads who signs, not balances). */
const userTransfer: Instruction = {
  programAddress: address(svmPrograms.token),
  accounts: [
    meta(svmAccounts.solver.address, AccountRole.WRITABLE),
    meta(svmAccounts.depository.address, AccountRole.WRITABLE),
    meta(user.address, AccountRole.READONLY_SIGNER),
  ],
  data: Uint8Array.of(3, 1, 0, 0, 0, 0, 0, 0, 0),
}
/** The depository's token account created, paid by `by` (CreateIdempotent). */
const createAccount = (by: string): Instruction => ({
  programAddress: address(svmPrograms.associatedToken),
  accounts: [meta(by, AccountRole.WRITABLE_SIGNER), meta(svmAccounts.lookupTable, AccountRole.WRITABLE)],
  data: Uint8Array.of(1),
})
const wire = (feePayer: string, instructions: Instruction[]) =>
  getBase64EncodedWireTransaction(
    compileTransaction(
      pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayer(address(feePayer), m),
        (m) =>
          setTransactionMessageLifetimeUsingBlockhash(
            { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 0n },
            m,
          ),
        (m) => appendTransactionMessageInstructions(instructions, m),
      ),
    ),
  )

describe('signSvmDepositAsFeePayer', () => {
  test('default: signs as the fee payer of a deposit the user signs too, paying for a token account; its signature verifies', async () => {
    const keys = await keyPair()
    const transaction = wire(payer.address, [createAccount(payer.address), userTransfer])
    const signed = getTransactionDecoder().decode(
      getBase64Codec().encode(await signSvmDepositAsFeePayer({ transaction, keyPair: keys })),
    )
    const unsigned = getTransactionDecoder().decode(getBase64Codec().encode(transaction))
    expect(signed.messageBytes).toEqual(unsigned.messageBytes)
    const signature = signed.signatures[address(payer.address)]!
    expect(await verifySignature(keys.publicKey, signature, signed.messageBytes)).toBe(true)
    expect(signed.signatures[address(user.address)]).toBeNull() // the user signs after
  })

  test.each([
    [
      'the fee payer is the user (its only signer)',
      () =>
        wire(payer.address, [
          {
            ...userTransfer,
            accounts: [
              meta(svmAccounts.solver.address, AccountRole.WRITABLE),
              meta(payer.address, AccountRole.WRITABLE_SIGNER),
            ],
          },
        ]),
      /only signer \(depositFeePayer must differ from the user\)/,
    ],
    [
      'another account pays the fees',
      () => wire(user.address, [createAccount(user.address), userTransfer]),
      /fee payer is another account/,
    ],
    [
      'a priority fee (Compute Budget)',
      () =>
        wire(payer.address, [
          {
            programAddress: address('ComputeBudget111111111111111111111111111111'),
            data: Uint8Array.of(3, 1, 0, 0, 0, 0, 0, 0, 0),
          },
          userTransfer,
        ]),
      /priority fee/,
    ],
    [
      'the fee payer moves tokens',
      () =>
        wire(payer.address, [
          {
            ...userTransfer,
            accounts: [...userTransfer.accounts!, meta(payer.address, AccountRole.WRITABLE_SIGNER)],
          },
        ]),
      /other than creating a token account/,
    ],
    ['not a transaction', () => btoa('not a transaction'), /not a Solana v0 transaction/],
  ])('behavior: refuses when %s, before signing', async (_, transaction, reason) => {
    const error = await signSvmDepositAsFeePayer({
      transaction: transaction(),
      keyPair: await keyPair(),
    }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SvmFeePayerRefusal)
    expect((error as Error).message).toMatch(reason)
  })
})
