import type { Page } from 'playwright-core'
import { devAccounts } from '../src/wallet/devAccounts'

/**
 * Connects the demo's development wallet to anvil account `index` (picked from the wallet panel's list, as a person
 * would) and waits until the panel shows it connected. Returns the account's address.
 */
export async function connectDevWallet(page: Page, index: number): Promise<`0x${string}`> {
  const account = devAccounts.find((a) => a.index === index)
  if (!account) throw new Error(`No development account #${index}`)
  const { address } = account
  const note = 'note' in account ? ` (${account.note})` : ''
  await page
    .getByLabel('Development wallet (local test accounts)')
    .selectOption({ label: `#${index} ${address.slice(0, 6)}…${address.slice(-4)}${note}` })
  await page.getByText(new RegExp(`Development wallet #${index}: ${address}`)).waitFor()
  return address
}
