// Configuration a host expects: a controlled value, locked sides, allow/deny lists and message overrides, against the
// in-process simulator (no wallet needed to quote).
import { createOfflineWagmiConfig, createTestSimulator, testAddresses } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, describe, expect, test, vi } from 'vitest'
import { SwapPanel } from './SwapPanel'
import type { SwapValue } from './SwapValue'
import { testSwapRoute } from './testSwapRoute.testing'

const sim = createTestSimulator()
afterAll(() => sim.close())
const wagmiConfig = createOfflineWagmiConfig()
const wrapper = createWrapper({ client: sim.client, wagmiConfig })
const route = testSwapRoute

/** A host that owns the panel's value and drops every 9 typed. */
function Host({ onValueChange }: { onValueChange: (value: SwapValue) => void }) {
  const [value, setValue] = useState(route)
  return (
    <SwapPanel
      value={value}
      onValueChange={(next) => {
        onValueChange(next)
        setValue({ ...next, amount: next.amount.replace('9', '') })
      }}
    />
  )
}

describe('SwapPanel configuration', () => {
  test('parameters: controlled value: the host owns it and hears every change', async () => {
    const onValueChange = vi.fn()
    render(<Host onValueChange={onValueChange} />, { wrapper })
    await userEvent.type(screen.getByLabelText('You pay'), '1.95')
    expect((screen.getByLabelText('You pay') as HTMLInputElement).value).toBe('1.5')
    expect(onValueChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ amount: '1.5', originChainId: 8453 }),
    )
  })

  test('parameters: locked sides cannot be changed and cannot be switched', async () => {
    render(<SwapPanel defaultValue={route} locked={{ originChain: true, originCurrency: true }} />, {
      wrapper,
    })
    expect((await screen.findByRole('button', { name: /^From:\s*ETH/ })).hasAttribute('disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Swap origin and destination' })).toBeNull()
  })

  test('parameters: allow and deny lists decide what the picker offers', async () => {
    const user = userEvent.setup()
    render(
      <SwapPanel
        filter={{
          allowChains: [8453, 10, 42161],
          denyChains: [10],
          denyTokens: [`8453:${testAddresses.usdc}`],
        }}
      />,
      { wrapper },
    )
    await user.click(screen.getByRole('button', { name: /^From:/ }))
    const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
    await within(picker).findByRole('button', { name: /Base/ })
    expect(
      within(within(picker).getByRole('group', { name: 'Chains' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Base (local)', expect.stringMatching(/^Arbitrum One/)])
    // The popular chips follow the lists too: no denied token among them.
    const chips = within(within(picker).getByRole('group', { name: 'Popular' }))
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(chips).toContain('ETH')
    expect(chips).not.toContain('USDC')
    const symbols = within(picker)
      .getAllByRole('option')
      .map((o) => o.querySelector('.cp-picker__symbol')?.textContent)
    expect(symbols).toContain('ETH')
    expect(symbols).not.toContain('USDC')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: /From: chain and token/ })).toBeNull()
  })

  test('parameters: messages override any string, group by group', async () => {
    render(
      <SwapPanel
        locale="de-DE"
        messages={{ panel: { enterAmount: 'Betrag eingeben', title: 'Zahlen' } }}
        defaultValue={{ ...route, amount: '' }}
      />,
      { wrapper },
    )
    expect(screen.getByRole('heading', { name: 'Zahlen' })).toBeDefined()
    expect(await screen.findByRole('button', { name: 'Betrag eingeben' })).toBeDefined()
  })
})
