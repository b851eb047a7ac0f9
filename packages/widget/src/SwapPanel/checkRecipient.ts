import { type Chain, isAddressFor } from '@crosspay/core'
import { listPickerTokens } from '../parts/TokenPicker/listPickerTokens'

/**
 * What the panel says of a recipient: none typed (and none needed), none typed but needed (the wallet's address is
 * of another chain family than the destination), fine, not an address of the chain's VM, or a token contract.
 */
export type RecipientCheck = 'empty' | 'required' | 'valid' | 'invalid' | 'token'

/**
 * Checks a typed recipient against the destination chain: an address of its VM (EVM checksum included), and not one
 * of the chain's token contracts (funds sent there are usually lost). `required`: the wallet's own address cannot
 * receive there (a Solana destination for an EVM wallet, or the reverse), so an empty field is not "my own address".
 */
export function checkRecipient(text: string, chain: Chain | undefined, required = false): RecipientCheck {
  const value = text.trim()
  if (value === '') return required ? 'required' : 'empty'
  if (!isAddressFor(value, chain?.vmType)) return 'invalid'
  if (!chain) return 'valid'
  const lower = value.toLowerCase()
  const isToken = listPickerTokens(chain).some(
    (t) => t.address.toLowerCase() === lower && !/^0x0{40}$/.test(lower),
  )
  return isToken ? 'token' : 'valid'
}
