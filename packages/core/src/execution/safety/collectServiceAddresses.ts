import type { Chain } from '../../schemas/chainSchema'

/**
 * Every address the service operates on a chain, lower-cased: the chain record's `contracts` (nested ones
 * included), `protocol.v2.depository` and `solverAddresses`. A quote's transactions and permits may only point
 * at these (or the origin token, for an approval).
 */
export function collectServiceAddresses(chain: Chain): Set<string> {
  const found = new Set<string>()
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)) found.add(value.toLowerCase())
    else if (value && typeof value === 'object') for (const v of Object.values(value)) visit(v)
  }
  visit(chain.contracts)
  visit(chain.protocol?.v2?.depository)
  visit(chain.solverAddresses)
  return found
}
