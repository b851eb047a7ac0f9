// AppBalanceCard's balances against the simulator on its virtual chains: amounts, totals, fast-fill holds and
// readiness exactly as the service gives them; the empty, no-wallet, error-and-retry states.
import { createClient } from '@crosspay/core'
import { createTestWagmiConfig, setupExecution } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { describe, expect, test } from 'vitest'
import { AppBalanceCard } from './AppBalanceCard'
import { holdFastFill as holdFastFillOf } from './holdFastFill.testing'
import { renderCard } from './renderCard.testing'
import { testWallets } from './testWallets.testing'

const { payee, sponsor, stranger } = testWallets

const { server, serviceClient } = setupExecution({ chains: 'virtual', scope: 'test' })

/** A 25 USDC request fast-filled with demo-key: a 25 USD hold on the sponsor's app balance. */
const holdFastFill = () => holdFastFillOf(serviceClient({ onWarning: () => {} }), stranger)

const totals = (container: HTMLElement) =>
  Object.fromEntries(
    [...container.querySelectorAll('.cp-app-balance__total')].map((el) => [
      el.getAttribute('data-name'),
      el.querySelector('dd')?.textContent,
    ]),
  )

describe('AppBalanceCard', () => {
  test('default: each balance (amount with symbol, USD, claimable), total, holds and available, exactly; fast fills ready', async () => {
    const { container } = await renderCard(server)
    const line = await screen.findByRole('listitem')
    await within(line).findByText('on Base (local)')
    expect(container.querySelector('.cp-app-balance')?.getAttribute('data-state')).toBe('ready')
    expect(line.getAttribute('data-state')).toBe('claimable')
    // The token's icon with its chain's badge, decorative beside its symbol (the logo lookup: findTokenLogo.test).
    expect(line.querySelector('.cp-token-chain-icon')?.getAttribute('aria-hidden')).toBe('true')
    expect(line.querySelector('.cp-app-balance__symbol')?.textContent).toBe('USDC')
    expect(line.querySelector('.cp-app-balance__figures')?.textContent).toBe(
      '1,000 USDC$1,000.00Claimable now: 1,000 USDC',
    )
    expect(totals(container)).toEqual({ total: '$1,000.00', holds: '$0.00', available: '$1,000.00' })
    const readiness = container.querySelector('.cp-app-balance__readiness')!
    expect(readiness.getAttribute('data-state')).toBe('ready')
    expect(readiness.getAttribute('aria-live')).toBe('polite')
    expect(readiness.textContent).toBe('Fast fills: Ready: $1,000.00 available for fast fills')
  })

  test('behavior: a fast-fill hold outstanding: held and available, readiness says so, claimable only in part', async () => {
    await holdFastFill()
    const { container } = await renderCard(server)
    const line = await screen.findByRole('listitem')
    expect(totals(container)).toEqual({ total: '$1,000.00', holds: '$25.00', available: '$975.00' })
    expect(line.getAttribute('data-state')).toBe('partly-claimable')
    expect(within(line).getByText(/Claimable now/).textContent).toBe('Claimable now: 975 USDC')
    const readiness = container.querySelector('.cp-app-balance__readiness')!
    expect(readiness.getAttribute('data-state')).toBe('holds-outstanding')
    expect(readiness.textContent).toBe(
      'Fast fills: Holds outstanding: $25.00 held by fast fills, $975.00 still available',
    )
  })

  test('behavior: an empty app balance: empty state, no balance for fast fills, nothing to claim', async () => {
    const { container } = await renderCard(server, { wallet: payee, account: payee })
    expect(
      await screen.findByText(
        'This app balance is empty: deposit to sponsor fees and fast fills, or earn app fees.',
      ),
    ).toBeTruthy()
    expect(container.querySelector('.cp-app-balance')?.getAttribute('data-state')).toBe('empty')
    expect(totals(container)).toEqual({ total: '$0.00', holds: '$0.00', available: '$0.00' })
    expect(container.querySelector('.cp-app-balance__readiness')?.getAttribute('data-state')).toBe(
      'no-balance',
    )
    expect(screen.getByText('Nothing can be claimed now.')).toBeTruthy()
  })

  test('behavior: no linked sponsorship wallet: said in words, and nothing is asked of the service', async () => {
    const { container, calls } = await renderCard(server, { wallet: undefined })
    expect(container.querySelector('.cp-app-balance')?.getAttribute('data-state')).toBe('no-wallet')
    expect(screen.getByText(/No sponsorship wallet is linked to this app/)).toBeTruthy()
    expect(calls.filter((path) => path.startsWith('/app-fees'))).toEqual([])
  })

  test('behavior: loading, then an error with a retry that loads the balance', async () => {
    let failures = 1
    const client = createClient({
      baseUrl: server.baseUrl,
      onWarning: () => {},
      fetch: async (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/balances') && failures-- > 0)
          return new Response(JSON.stringify({ message: 'Refused once' }), { status: 400 })
        return fetch(input, init)
      },
    })
    const { container } = render(<AppBalanceCard wallet={sponsor} locale="en-US" theme="dark" />, {
      wrapper: createWrapper({
        client,
        wagmiConfig: createTestWagmiConfig({
          rpcUrls: { 8453: `${server.baseUrl}/__sim/rpc/8453` },
          accounts: [sponsor],
        }).config,
      }),
    })
    const card = container.querySelector('.cp-app-balance')!
    expect(card.getAttribute('data-state')).toBe('loading')
    expect(screen.getByText('Loading the app balance…')).toBeTruthy()
    expect((await screen.findByRole('alert')).textContent).toContain('The app balance could not be loaded.')
    expect(card.getAttribute('data-state')).toBe('error')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('listitem')).toBeTruthy()
    expect(card.getAttribute('data-state')).toBe('ready')
    expect(container.querySelector('.cp-root')?.getAttribute('data-theme')).toBe('dark')
  })

  test('behavior: axe finds nothing (balances with a hold, both forms; colour contrast is checked in Chromium by the screenshot script)', async () => {
    await holdFastFill()
    const { container } = await renderCard(server)
    await screen.findByText('on Base (local)')
    await screen.findByText(/In your wallet/)
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([])
  })
})
