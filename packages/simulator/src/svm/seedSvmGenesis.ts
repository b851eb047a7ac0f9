import { addresses } from '../config/addresses'
import { svmAccounts } from '../config/svmAccounts'
import { svmPrograms } from '../config/svmPrograms'
import { encodeLookupTable } from './encodeLookupTable'
import { encodeMint } from './encodeMint'
import { encodeTokenAccount } from './encodeTokenAccount'
import { findTokenAccount } from './findTokenAccount'
import type { SvmAccountState } from './SvmAccountState'

const sol = (n: bigint) => n * 1_000_000_000n
const usdc = (n: bigint) => n * 1_000_000n

/** What the genesis gives each party, smallest units (USDC null: no token account). */
const balances: { owner: string; lamports: bigint; usdc: bigint | null }[] = [
  ...svmAccounts.accounts.map((a, i) => ({
    owner: a.address,
    lamports: sol(100n),
    usdc: i === 4 ? null : usdc(10_000n),
  })),
  { owner: svmAccounts.solver.address, lamports: sol(1_000_000n), usdc: usdc(10_000_000n) },
  { owner: svmAccounts.depository.address, lamports: sol(1n), usdc: 0n },
]

/**
 * Writes the local Solana chain's genesis with `write` (LiteSVM's or the virtual chain's accounts; `rent(size)` is
 * the rent-exempt minimum): the USDC mint at the real USDC mint address (6 decimals,
 * the solver its authority), SOL and USDC for the test accounts (`svmAccounts.accounts`, 100 SOL and 10,000 USDC
 * each; account 4 has no USDC account), the solver (1,000,000 SOL, 10,000,000 USDC), the depository (1 SOL, an
 * empty USDC account) and the address lookup table quoted deposits use ([depository, its USDC account, the mint]).
 */
export async function seedSvmGenesis(
  write: (address: string, account: SvmAccountState) => void,
  rent: (size: number) => bigint,
): Promise<void> {
  const account = (programAddress: string, lamports: bigint, data: Uint8Array): SvmAccountState => ({
    lamports,
    programAddress,
    executable: false,
    data,
  })
  const supply = balances.reduce((sum, b) => sum + (b.usdc ?? 0n), 0n)
  write(
    addresses.svmUsdc,
    account(
      svmPrograms.token,
      rent(82),
      encodeMint({ authority: svmAccounts.solver.address, supply, decimals: 6 }),
    ),
  )
  for (const b of balances) {
    write(b.owner, account(svmPrograms.system, b.lamports, new Uint8Array(0)))
    if (b.usdc === null) continue
    write(
      await findTokenAccount(b.owner, addresses.svmUsdc),
      account(
        svmPrograms.token,
        rent(165),
        encodeTokenAccount({ mint: addresses.svmUsdc, owner: b.owner, amount: b.usdc }),
      ),
    )
  }
  const table = encodeLookupTable({
    authority: svmAccounts.solver.address,
    addresses: [
      addresses.svmDepository,
      await findTokenAccount(addresses.svmDepository, addresses.svmUsdc),
      addresses.svmUsdc,
    ],
    lastExtendedSlot: 0n,
  })
  write(addresses.svmLookupTable, account(svmPrograms.addressLookupTable, rent(table.length), table))
}
