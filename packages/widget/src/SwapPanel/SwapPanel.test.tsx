// SwapPanel against the simulator served over HTTP on its virtual chains (no anvil), with wagmi's mock connector as
// the wallet: the panel quotes, executes and tracks for real; nothing of ours is mocked.
import { formatDecimalAmount, type Quote } from '@crosspay/core'
import { setupExecution, testAddresses } from '@crosspay/test'
import { screen, waitFor, within } from '@testing-library/react'
import { getBalance, getTransactionCount } from '@wagmi/core'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { renderPanel } from './renderPanel.testing'
import type { SwapPanel } from './SwapPanel'
import { testSwapRoute } from './testSwapRoute.testing'

const { server } = setupExecution({ chains: 'virtual' })
beforeEach(() => localStorage.clear())

const native = testAddresses.native
const usdc = testAddresses.usdc

const setup = (account: `0x${string}` | undefined, props: Parameters<typeof SwapPanel>[0] = {}) =>
  renderPanel(server, account, props)
const mainButton = () => document.querySelector('button[data-action]') as HTMLButtonElement

describe('SwapPanel', () => {
  test('default: picks both sides with the keyboard, quotes, bridges native ETH to success with one transaction', async () => {
    const account = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const // anvil #3
    const onSuccess = vi.fn()
    const onQuote = vi.fn()
    const w = await setup(account, { onSuccess, onQuote })
    await w.user.click(screen.getByRole('button', { name: /^From:/ }))
    const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
    await w.user.click(await within(picker).findByRole('button', { name: /Base \(local\)/ }))
    await w.user.keyboard('ETH{Enter}')
    expect(screen.getByRole('button', { name: /^From:\s*ETH,\s*Base \(local\)/ })).toBeDefined()
    await w.user.click(screen.getByRole('button', { name: /^To:/ }))
    const to = screen.getByRole('dialog', { name: /To: chain and token/ })
    await w.user.click(await within(to).findByRole('button', { name: /OP Mainnet/ }))
    await w.user.keyboard('ETH{Enter}')
    await w.user.type(screen.getByLabelText('You pay'), '0.01')
    await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 10_000 })
    const bridge = await screen.findByRole('button', { name: 'Bridge' }, { timeout: 10_000 })
    expect(onQuote).toHaveBeenCalled()
    const quoted = BigInt(onQuote.mock.lastCall![0].details.currencyOut.amount)
    expect(screen.getByText('Minimum received')).toBeDefined()
    // The receive card shows what the quote says arrives.
    const receiveCard = document.querySelector('.cp-card[data-side="destination"]') as HTMLElement
    expect(receiveCard.dataset.exact).toBe(formatDecimalAmount(quoted, 18))
    const before = await getBalance(w.config, { address: account, chainId: 10 })
    await w.user.click(bridge)
    await w.user.click(await screen.findByRole('button', { name: 'Confirm' }))
    await screen.findByText('Transfer complete', {}, { timeout: 25_000 })
    expect(w.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(1)
    expect(onSuccess).toHaveBeenCalledTimes(1)
    const after = await getBalance(w.config, { address: account, chainId: 10 })
    expect(after.value - before.value).toBe(quoted)
    expect(screen.getByRole('link', { name: 'View transaction' }).getAttribute('href')).toMatch(
      /explorer\/8453\/tx\/0x/,
    )
  }, 40_000)

  test('behavior: without a wallet it still quotes, and the button asks to connect', async () => {
    const onConnectWallet = vi.fn()
    const w = await setup(undefined, {
      defaultValue: { ...testSwapRoute, amount: '0.01' },
      onConnectWallet,
    })
    const connectButton = await screen.findByRole('button', { name: 'Connect wallet' }, { timeout: 10_000 })
    await screen.findByText('Minimum received', {}, { timeout: 10_000 })
    await w.user.click(connectButton)
    expect(onConnectWallet).toHaveBeenCalledTimes(1)
  })

  test('behavior: more than the balance is refused before any prompt', async () => {
    const account = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' as const // anvil #4
    const w = await setup(account, {
      defaultValue: { ...testSwapRoute, amount: '1000000' },
    })
    await screen.findByRole('button', { name: 'Not enough ETH' }, { timeout: 10_000 })
    expect(mainButton().hasAttribute('disabled')).toBe(true)
    expect(w.prompts).toEqual([])
  })

  test("behavior: an absurd amount (10^8 ETH) gets the service's capacity error in words, not a quote", async () => {
    await setup(undefined, {
      defaultValue: { ...testSwapRoute, amount: '100000000' },
    })
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 })
    await waitFor(() => expect(alert.getAttribute('data-error')).toBe('SOLVER_CAPACITY_EXCEEDED'))
    expect(alert.textContent).toContain('more than can be moved in one transfer')
    expect(document.querySelector('[data-action="ready"]')).toBeNull()
  })

  test('behavior: an unverified token has no route: the state says so, nothing to send', async () => {
    const w = await setup('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', {
      defaultValue: { originChainId: 8453, originCurrency: native, destinationChainId: 10, amount: '0.01' },
    })
    await w.user.click(screen.getByRole('button', { name: /^To:/ }))
    const to = screen.getByRole('dialog', { name: /To: chain and token/ })
    await w.user.click(await within(to).findByRole('button', { name: /OP Mainnet/ }))
    const unverified = await within(to).findAllByText('Unverified')
    await w.user.click(unverified[0]!)
    // Chosen only after its warning.
    await w.user.click(within(to).getByRole('button', { name: 'Choose anyway' }))
    await screen.findByRole('button', { name: 'No route for this pair' }, { timeout: 10_000 })
    expect(screen.getByRole('alert').getAttribute('data-error')).toBe('NO_SWAP_ROUTES_FOUND')
  })

  test('behavior: a disabled chain is shown with its reason and cannot be chosen', async () => {
    const w = await setup('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')
    await w.user.click(screen.getByRole('button', { name: /^From:/ }))
    const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
    const arbitrum = await within(picker).findByRole('button', { name: /Arbitrum/ })
    expect(arbitrum.getAttribute('aria-disabled')).toBe('true')
    expect(arbitrum.textContent).toMatch(/incident/)
    await w.user.click(arbitrum)
    expect(arbitrum.getAttribute('aria-pressed')).toBe('false')
    expect(within(picker).getByRole('button', { name: /Zora/ }).textContent).toMatch(/lagging/)
  })

  test.each([
    {
      title: 'a sponsored quote names the sponsor and shows it pays every fee',
      props: { sponsorship: { subsidizeFees: true }, sponsorName: 'Acme' },
      notice: 'Acme pays the fees of this transfer',
      state: 'full',
    },
    {
      title: 'a cap below the fees: the sponsor pays up to it and the user the rest',
      props: { sponsorship: { subsidizeFees: true, maxSubsidizationAmount: '10000' } },
      notice: /pays up to \$0\.01 of the fees; you pay the rest/,
      state: 'partial',
    },
  ])('behavior: $title', async ({ props, notice, state }) => {
    const route = { ...testSwapRoute, originCurrency: usdc, destinationCurrency: usdc, amount: '5' }
    await setup('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', { defaultValue: route, ...props })
    const shown = await screen.findByText(notice, {}, { timeout: 10_000 })
    expect(shown.closest('[data-state]')?.getAttribute('data-state')).toBe(state)
  })

  test('behavior: a refunded request is explained, and says the funds came back', async () => {
    const account = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as const // anvil #5
    const onError = vi.fn()
    const w = await setup(account, {
      defaultValue: { ...testSwapRoute, amount: '0.01' },
      onError,
      onExecutionProgress: (progress) => {
        if (progress.status === 'running' && !forced) {
          forced = true
          void fetch(`${server.baseUrl}/__sim/outcome`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ requestId: progress.requestId, status: 'refund', failReason: 'SLIPPAGE' }),
          })
        }
      },
    })
    let forced = false
    await w.user.click(await screen.findByRole('button', { name: 'Bridge' }, { timeout: 10_000 }))
    await w.user.click(await screen.findByRole('button', { name: 'Confirm' }))
    await screen.findByText('Refunded', { selector: '.cp-progress__headline' }, { timeout: 25_000 })
    expect(screen.getByText('Price moved too much')).toBeDefined()
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1))
    expect(onError.mock.calls[0]![0].funds).toBe('refunded')
  }, 40_000)

  test('behavior: an edit right before the click never sends the old quote: nothing until the new one, then the new amount', async () => {
    const account = '0x976EA74026E726554dB657fA54763abd0C3a0aa9' as const // anvil #6
    const quotes: Quote[] = []
    const route = { ...testSwapRoute }
    const w = await setup(account, {
      defaultValue: { ...route, amount: '0.01' },
      onQuote: (q) => quotes.push(q),
    })
    await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 10_000 })
    const nonce = await getTransactionCount(w.config, { address: account, chainId: 8453 })
    const amount = screen.getByLabelText('You pay')
    // One edit: the whole amount selected and replaced by 0.02 (no empty step in between).
    await w.user.tripleClick(amount)
    await w.user.paste('0.02')
    // The click at once: the quote on screen is still the one for 0.01 (the debounce has not even ended, unless
    // the machine is very slow, in which case the quote for 0.02 may already be there).
    const actionAtClick = mainButton().dataset.action
    await w.user.click(mainButton())
    const sends = () => w.prompts.filter((p) => p.method === 'eth_sendTransaction')
    if (actionAtClick !== 'ready') {
      expect(actionAtClick).toBe('updating')
      expect(mainButton().textContent).toBe('Updating quote…')
      expect(mainButton().disabled).toBe(true)
      // The old quote is still shown, marked as outdated (dimmed), never acted on.
      expect(document.querySelector('.cp-panel__form')?.getAttribute('data-quote')).toBe('updating')
      expect(sends()).toEqual([])
      expect(await getTransactionCount(w.config, { address: account, chainId: 8453 })).toBe(nonce)
      await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 10_000 })
      // What the screen shows is the quote for 0.02, and that is the one sent.
      const shown = quotes.at(-1)!
      expect(shown.details?.currencyIn?.amount).toBe('20000000000000000')
      const estimate = document.querySelector('.cp-card[data-side="destination"]') as HTMLElement
      expect(estimate.dataset.exact).toBe(formatDecimalAmount(BigInt(shown.details!.currencyOut!.amount), 18))
      await w.user.click(screen.getByRole('button', { name: 'Bridge' }))
    }
    // The review shows the quote for 0.02, and Confirm sends it.
    const review = await screen.findByRole('region', { name: 'Review' })
    expect((review.querySelector('.cp-review__side .cp-amount') as HTMLElement).dataset.exact).toBe('0.02')
    await w.user.click(await screen.findByRole('button', { name: 'Confirm' }))
    const before = await getBalance(w.config, { address: account, chainId: 10 })
    await screen.findByText('Transfer complete', {}, { timeout: 25_000 })
    // One transaction, for 0.02 ETH, never 0.01; the destination received what the 0.02 quote said.
    expect(sends()).toHaveLength(1)
    const sent = (sends()[0]!.params as [{ value: string }])[0]
    expect(BigInt(sent.value)).toBe(20_000_000_000_000_000n)
    expect(await getTransactionCount(w.config, { address: account, chainId: 8453 })).toBe(nonce + 1)
    const quoted = quotes.find((q) => q.details?.currencyIn?.amount === '20000000000000000')!
    const after = await getBalance(w.config, { address: account, chainId: 10 })
    expect(after.value - before.value).toBe(BigInt(quoted.details!.currencyOut!.amount))
  }, 40_000)
})
