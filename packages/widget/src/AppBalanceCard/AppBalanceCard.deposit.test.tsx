// AppBalanceCard's deposit against the simulator on its virtual chains with wagmi's mock wallet: the wallet switches
// to 8453 and sends the transaction getAppBalanceDepositRequest builds; the card follows it to credited, and the
// balance grows by exactly the amount. Bad input, too little in the wallet, no wallet: refused before any prompt.

import { setupExecution } from '@crosspay/test'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { renderCard } from './renderCard.testing'
import { testWallets } from './testWallets.testing'

const { stranger } = testWallets

const { server } = setupExecution({ chains: 'virtual', scope: 'test' })

async function depositForm() {
  const group = await screen.findByRole('group', { name: 'Deposit' })
  return {
    group,
    form: group.closest('form')!,
    currency: within(group).getByLabelText('Deposit currency') as HTMLSelectElement,
    amount: () => within(group).getByLabelText('Amount') as HTMLInputElement,
    submit: within(group).getByRole('button', { name: 'Deposit' }),
    progress: () => group.querySelector<HTMLElement>('.cp-app-balance__progress')!,
  }
}
const lineOf = (container: HTMLElement, chainAndAddress: string) =>
  container.querySelector(`[data-currency="${chainAndAddress}"] .cp-app-balance__amount`)?.textContent

describe('AppBalanceCard: deposit', () => {
  test('default: another wallet deposits ETH: switched to 8453, sent, confirmed, credited; the balance grows by exactly it', async () => {
    const deposited: unknown[] = []
    const card = await renderCard(server, {
      account: stranger,
      chainId: 10,
      props: { onDeposit: (d) => void deposited.push(d) },
    })
    const f = await depositForm()
    await within(f.group).findByText(/In your wallet: .* ETH/)
    await card.user.type(f.amount(), '0.5')
    await card.user.click(f.submit)
    await waitFor(() => expect(f.progress().getAttribute('data-state')).toBe('credited'), { timeout: 15_000 })
    expect(f.progress().getAttribute('aria-live')).toBe('polite')
    expect(f.progress().textContent).toContain('Deposit credited to the app balance.')
    // Credited: the amount is cleared, so pressing Deposit again sends nothing.
    await waitFor(() => expect(f.amount().value).toBe(''))
    const link = within(f.progress()).getByRole('link', { name: 'View the transaction' })
    expect(link.getAttribute('href')).toMatch(/\/__sim\/explorer\/8453\/tx\/0x[0-9a-f]{64}$/)
    expect(card.prompts.map((p) => p.method)).toEqual(['wallet_switchEthereumChain', 'eth_sendTransaction'])
    expect(lineOf(card.container, '8453:0x0000000000000000000000000000000000000000')).toBe('0.5 ETH')
    expect(deposited).toEqual([
      expect.objectContaining({
        amount: 500_000_000_000_000_000n,
        currency: '0x0000000000000000000000000000000000000000',
      }),
    ])
  }, 30_000)

  test('behavior: a USDC deposit (a currency the balance holds on 8453) raises that line by exactly the amount', async () => {
    const card = await renderCard(server, { account: stranger })
    const f = await depositForm()
    await within(card.container).findByText('Claimable now:', { exact: false })
    await card.user.selectOptions(f.currency, 'USDC')
    await within(f.group).findByText(/In your wallet: .* USDC/)
    await card.user.type(f.amount(), '12.5')
    await card.user.click(f.submit)
    await waitFor(() => expect(f.progress().getAttribute('data-state')).toBe('credited'), { timeout: 15_000 })
    await waitFor(() =>
      expect(lineOf(card.container, '8453:0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35')).toBe('1,012.5 USDC'),
    )
    expect(card.container.querySelector('[data-name="total"] dd')?.textContent).toBe('$1,012.50')
  }, 30_000)

  test('behavior: bad input and more than the wallet holds are refused before anything is sent', async () => {
    const card = await renderCard(server)
    const f = await depositForm()
    await within(f.group).findByText(/In your wallet: .* ETH/)
    await card.user.click(f.submit)
    expect(f.progress().textContent).toBe('Enter an amount to deposit.')
    await card.user.type(f.amount(), '1.2.3')
    await card.user.click(f.submit)
    expect(f.progress().textContent).toBe('Enter an amount to deposit.')
    await card.user.clear(f.amount())
    await card.user.type(f.amount(), '1000000')
    await card.user.click(f.submit)
    expect(f.progress().textContent).toBe('Your wallet does not hold that much on Base.')
    expect(f.form.getAttribute('data-state')).toBe('refused')
    expect(card.prompts).toEqual([])
    expect(card.container.querySelector('[data-name="total"] dd')?.textContent).toBe('$1,000.00')
  }, 30_000)

  test('behavior: no wallet connected: said in words, nothing can be sent or claimed', async () => {
    const card = await renderCard(server, { connected: false })
    const f = await depositForm()
    expect(f.form.getAttribute('data-state')).toBe('disconnected')
    expect(within(f.group).getByText('Connect a wallet to deposit.')).toBeTruthy()
    expect((f.submit as HTMLButtonElement).disabled).toBe(true)
    const claim = screen.getByRole('group', { name: 'Claim' })
    expect(
      within(claim).getByText('Connect the sponsorship wallet to claim: it signs the claim.'),
    ).toBeTruthy()
    expect(claim.closest('form')?.getAttribute('data-state')).toBe('disconnected')
    expect(card.prompts).toEqual([])
  }, 30_000)
})
