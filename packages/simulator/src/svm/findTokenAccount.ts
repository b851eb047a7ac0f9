import { type Address, address, getAddressEncoder, getProgramDerivedAddress } from '@solana/kit'
import { svmPrograms } from '../config/svmPrograms'

/**
 * The associated token account of `owner` for `mint` (SPL Token program): the program-derived address of the
 * associated-token-account program over `[owner, token program, mint]`. Pure (WebCrypto SHA-256), no chain read.
 */
export async function findTokenAccount(owner: string, mint: string): Promise<Address> {
  const encoder = getAddressEncoder()
  const [pda] = await getProgramDerivedAddress({
    programAddress: address(svmPrograms.associatedToken),
    seeds: [
      encoder.encode(address(owner)),
      encoder.encode(address(svmPrograms.token)),
      encoder.encode(address(mint)),
    ],
  })
  return pda
}
