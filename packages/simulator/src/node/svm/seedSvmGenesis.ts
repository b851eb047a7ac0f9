import { address, lamports } from '@solana/kit'
import type { LiteSVM } from 'litesvm'
import { addresses } from '../../config/addresses'
import { svmAccounts } from '../../config/svmAccounts'
import { svmPrograms } from '../../config/svmPrograms'
import { findTokenAccount } from '../../svm/findTokenAccount'
import { encodeLookupTable } from './encodeLookupTable'
import { encodeMint } from './encodeMint'
import { encodeTokenAccount } from './encodeTokenAccount'

const sol = (n: bigint) => n * 1_000_000_000n
const usdc = (n: bigint) => n * 1_000_000n

/** What the genesis gives each party, smallest units (USDC null: no token account). */
const balances: { owner: string; lamports: bigint; usdc: bigint | null }[] = [
  ...svmAccounts.accounts.map((a, i) => ({ owner: a.address, lamports: sol(100n), usdc: i === 4 ? null : usdc(10_000n) })),
  { owner: svmAccounts.solver.address, lamports: sol(1_000_000n), usdc: usdc(10_000_000n) },
  { owner: svmAccounts.depository.address, lamports: sol(1n), usdc: 0n },
]

/**
 * Writes the local Solana chain's genesis into a LiteSVM: the USDC mint at the real USDC mint address (6 decimals,
 * the solver its authority), SOL and USDC for the test accounts (`svmAccounts.accounts`, 100 SOL and 10,000 USDC
 * each; account 4 has no USDC account), the solver (1,000,000 SOL, 10,000,000 USDC), the depository (1 SOL, an
 * empty USDC account) and the address lookup table quoted deposits use ([depository, its USDC account, the mint]).
 */
export async function seedSvmGenesis(svm: LiteSVM): Promise<void> {
  const rent = (size: number) => lamports(svm.minimumBalanceForRentExemption(BigInt(size)))
  const system = address(svmPrograms.system)
  const token = address(svmPrograms.token)
  const supply = balances.reduce((sum, b) => sum + (b.usdc ?? 0n), 0n)
  svm.setAccount({
    address: address(addresses.svmUsdc),
    lamports: rent(82),
    programAddress: token,
    executable: false,
    data: encodeMint({ authority: svmAccounts.solver.address, supply, decimals: 6 }),
    space: 82n,
  })
  for (const b of balances) {
    svm.setAccount({ address: address(b.owner), lamports: lamports(b.lamports), programAddress: system, executable: false, data: new Uint8Array(0), space: 0n })
    if (b.usdc === null) continue
    svm.setAccount({
      address: await findTokenAccount(b.owner, addresses.svmUsdc),
      lamports: rent(165),
      programAddress: token,
      executable: false,
      data: encodeTokenAccount({ mint: addresses.svmUsdc, owner: b.owner, amount: b.usdc }),
      space: 165n,
    })
  }
  const table = encodeLookupTable({
    authority: svmAccounts.solver.address,
    addresses: [addresses.svmDepository, await findTokenAccount(addresses.svmDepository, addresses.svmUsdc), addresses.svmUsdc],
    lastExtendedSlot: 0n,
  })
  svm.setAccount({
    address: address(addresses.svmLookupTable),
    lamports: rent(table.length),
    programAddress: address(svmPrograms.addressLookupTable),
    executable: false,
    data: table,
    space: BigInt(table.length),
  })
}
