// AppBalanceCard's claim against the simulator on its virtual chains with wagmi's mock wallet: claims in part and in
// full pay out exactly (the recipient's USDC on the chain grows by the amount) and the card refreshes; refusals
// (holds, another account, bad input) are said in words before anything is asked, or from the service's answer.
import { setupExecution, testAddresses } from '@crosspay/test'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { holdFastFill as holdFastFillOf } from './holdFastFill.testing'
import { renderCard } from './renderCard.testing'
import { testWallets } from './testWallets.testing'

const { payee, sponsor, stranger } = testWallets

const { server, serviceClient } = setupExecution({ chains: 'virtual', scope: 'test' })

const holdFastFill = () => holdFastFillOf(serviceClient({ onWarning: () => {} }), stranger)

/** The claim form, its fields, and what its live region says. */
async function claimForm() {
  const form = await screen.findByRole('group', { name: 'Claim' })
  const progress = () => form.querySelector<HTMLElement>('.cp-app-balance__progress')!
  return {
    form,
    amount: within(form).getByLabelText('Amount') as HTMLInputElement,
    recipient: within(form).getByLabelText('Recipient') as HTMLInputElement,
    submit: within(form).getByRole('button', { name: 'Claim' }),
    progress,
  }
}
/** The card rendered on the file's server, its claim form once it shows `amount` (the claimable) to claim. */
async function openClaim(amount: string) {
  const card = await renderCard(server)
  const f = await claimForm()
  await waitFor(() => expect(f.amount.value).toBe(amount))
  return { card, f }
}
const total = (container: HTMLElement) => container.querySelector('[data-name="total"] dd')?.textContent

describe('AppBalanceCard: claim', () => {
  test('default: a claim in part to another recipient: asking, paying out, claimed with the payout link; exact payout; the card refreshes', async () => {
    const claims: unknown[] = []
    const card = await renderCard(server, { props: { onClaim: (claim) => void claims.push(claim) } })
    const f = await claimForm()
    await waitFor(() => expect(f.amount.value).toBe('1000'))
    await card.user.clear(f.amount)
    await card.user.type(f.amount, '5')
    await card.user.type(f.recipient, payee)
    const before = await card.usdcOf(payee)
    card.hold(/\/claim\/confirm$/)
    await card.user.click(f.submit)
    await waitFor(() => expect(f.progress().getAttribute('data-state')).toBe('paying-out'))
    expect(f.progress().getAttribute('aria-live')).toBe('polite')
    expect(f.progress().textContent).toBe('Signed: the service is paying out…')
    expect(card.prompts.map((p) => p.method)).toEqual(['personal_sign'])
    card.release()
    await waitFor(() => expect(f.progress().getAttribute('data-state')).toBe('claimed'), { timeout: 10_000 })
    expect(f.progress().textContent).toContain(`Claimed 5 USDC, paid to ${payee}.`)
    const link = within(f.progress()).getByRole('link', { name: 'View the payout' })
    expect(link.getAttribute('href')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/__sim\/explorer\/8453\/tx\/0x[0-9a-f]{64}$/,
    )
    expect((await card.usdcOf(payee)) - before).toBe(5_000_000n)
    expect(claims).toEqual([
      expect.objectContaining({
        wallet: sponsor,
        chainId: 8453,
        currency: testAddresses.usdc,
        amount: 5_000_000n,
        recipient: payee,
        txHash: link.getAttribute('href')!.split('/tx/')[1],
      }),
    ])
    await waitFor(() => expect(total(card.container)).toBe('$995.00'))
    expect(card.container.querySelector('.cp-app-balance__line')?.textContent).toContain('995 USDC')
    // The rest is not pre-filled: one more press does not claim it all.
    expect(f.amount.value).toBe('')
    await card.user.click(f.submit)
    expect(within(f.form).getByRole('alert').textContent).toBe('Enter an amount above zero.')
    expect(card.count(/\/claim$/)).toBe(1)
  }, 30_000)

  test('behavior: a claim in full (the default amount) to the wallet itself empties the balance', async () => {
    const { card, f } = await openClaim('1000')
    const before = await card.usdcOf(sponsor)
    card.hold(/\/claim$/)
    await card.user.click(f.submit)
    await waitFor(() => expect(f.progress().textContent).toBe('Asking the service for the claim…'))
    card.release()
    await screen.findByText(`Claimed 1,000 USDC, paid to ${sponsor}.`, {}, { timeout: 10_000 })
    expect((await card.usdcOf(sponsor)) - before).toBe(1_000_000_000n)
    await waitFor(() =>
      expect(card.container.querySelector('.cp-app-balance')?.getAttribute('data-state')).toBe('empty'),
    )
    expect(total(card.container)).toBe('$0.00')
    expect(screen.getByText('Nothing can be claimed now.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'View the payout' })).toBeTruthy()
  }, 30_000)

  test('behavior: above what is available with a fast-fill hold outstanding: refused in words before any request', async () => {
    await holdFastFill()
    const { card, f } = await openClaim('975')
    await card.user.clear(f.amount)
    await card.user.type(f.amount, '980')
    await card.user.click(f.submit)
    expect(within(f.form).getByRole('alert').textContent).toBe(
      'This claim is above the available balance: fast fills hold part of it. Claim less, or wait for the holds to be released.',
    )
    expect(f.form.closest('form')?.getAttribute('data-state')).toBe('refused')
    expect(card.count(/\/claim/)).toBe(0)
    expect(card.prompts).toEqual([])
  }, 30_000)

  test('behavior: a hold placed after the card loaded: the service refuses the claim, said in words, nothing signed', async () => {
    const { card, f } = await openClaim('1000')
    await holdFastFill() // the card still shows 1,000 claimable (no refresh in between)
    await card.user.click(f.submit)
    await waitFor(() => expect(f.progress().getAttribute('data-state')).toBe('failed'))
    expect(f.progress().textContent).toBe(
      'This claim is above the available balance: fast fills hold part of it. Claim less, or wait for the holds to be released.',
    )
    expect(card.prompts).toEqual([])
    await waitFor(() =>
      expect(card.container.querySelector('[data-name="holds"] dd')?.textContent).toBe('$25.00'),
    )
    expect(total(card.container)).toBe('$1,000.00')
  }, 30_000)

  test('behavior: another account connected than the wallet is refused before any request or signature', async () => {
    const card = await renderCard(server, { account: stranger })
    const f = await claimForm()
    await waitFor(() => expect(f.amount.value).toBe('1000'))
    // Said before any press, and the button is off: this account cannot claim.
    expect(within(f.form).getByTestId('claim-other-account').textContent).toBe(
      `The connected account ${stranger} cannot claim: only the sponsorship wallet ${sponsor} signs claims. Connect it to claim.`,
    )
    expect(f.submit).toHaveProperty('disabled', true)
    await card.user.click(f.submit)
    expect(card.count(/\/claim/)).toBe(0)
    expect(card.prompts).toEqual([])
  }, 30_000)

  test('behavior: a bad amount or recipient is refused before any request', async () => {
    const { card, f } = await openClaim('1000')
    const refusal = async (amount: string, recipient: string) => {
      await card.user.clear(f.amount)
      if (amount) await card.user.type(f.amount, amount)
      await card.user.clear(f.recipient)
      if (recipient) await card.user.type(f.recipient, recipient)
      await card.user.click(f.submit)
      return f.progress().textContent
    }
    expect(await refusal('0', '')).toBe('Enter an amount above zero.')
    expect(await refusal('', '')).toBe('Enter an amount above zero.')
    expect(await refusal('1.2345678', '')).toBe('Enter an amount above zero.')
    expect(await refusal('1000.5', '')).toBe(
      'This claim is above what the app balance holds of this currency.',
    )
    expect(await refusal('5', '0x1234')).toBe(
      'Enter a recipient address: 0x followed by 40 hexadecimal characters (a valid checksum if it mixes upper and lower case).',
    )
    expect(await refusal('5', `${payee}00`)).toBe(
      'Enter a recipient address: 0x followed by 40 hexadecimal characters (a valid checksum if it mixes upper and lower case).',
    )
    expect(card.count(/\/claim/)).toBe(0)
    expect(card.prompts).toEqual([])
  }, 30_000)

  test('behavior: the wallet declines the signature: said in words, nothing claimed', async () => {
    const errors: Error[] = []
    const card = await renderCard(server, {
      features: { signMessageError: true },
      props: { onError: (error) => void errors.push(error) },
    })
    const f = await claimForm()
    await waitFor(() => expect(f.amount.value).toBe('1000'))
    await card.user.click(f.submit)
    await waitFor(() => expect(f.progress().getAttribute('data-state')).toBe('failed'))
    expect(f.progress().textContent).toBe('The claim was not signed: nothing was claimed.')
    expect(errors).toEqual([expect.objectContaining({ name: 'ExecutionError', reason: 'user-rejected' })])
    expect(total(card.container)).toBe('$1,000.00')
  }, 30_000)
})
