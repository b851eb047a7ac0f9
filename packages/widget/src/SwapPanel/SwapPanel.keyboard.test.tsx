// The panel by keyboard only (the picker as Radix's dialog and listbox), its amount in the host's locale, and a
// host callback that sets state, against the in-process simulator (no wallet needed to quote).
import type { Quote } from '@crosspay/core'
import { createOfflineWagmiConfig, createTestSimulator } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterAll, describe, expect, test } from 'vitest'
import { SwapPanel } from './SwapPanel'
import { testSwapRoute } from './testSwapRoute.testing'

const sim = createTestSimulator()
afterAll(() => sim.close())
const wagmiConfig = createOfflineWagmiConfig()
const wrapper = createWrapper({ client: sim.client, wagmiConfig })
const route = testSwapRoute
// `hidden`: the form stays in the DOM (hidden) while the picker is open.
const fromButton = () => screen.getByRole('button', { name: /^From:/, hidden: true })
const focused = () => document.activeElement as HTMLElement

/** Tabs (forwards, or backwards with shift) until `target` has focus; fails after 30 stops. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, target: () => HTMLElement, shift = false) {
  for (let i = 0; i < 30 && focused() !== target(); i++) await user.tab({ shift })
  expect(focused()).toBe(target())
}

/** A host whose inline callbacks set its own state (as hosts write them), counting its renders and onQuote calls. */
function CallbackHost({ counts }: { counts: { calls: number; renders: number } }) {
  const [quotes, setQuotes] = useState<string[]>([])
  counts.renders++
  return (
    <>
      <output data-testid="host">{quotes.length}</output>
      <SwapPanel
        defaultValue={{ ...route, amount: '0.01' }}
        onQuote={(quote) => {
          counts.calls++
          setQuotes((list) => [...list, quote.steps[0]?.requestId ?? ''])
        }}
        onValueChange={() => setQuotes((list) => [...list])}
      />
    </>
  )
}

describe('SwapPanel by keyboard', () => {
  test('behavior: Enter on a chain chooses the chain only; a token by the list keys; focus back on the opener', async () => {
    const user = userEvent.setup()
    render(<SwapPanel defaultValue={route} />, { wrapper })
    const amount = screen.getByLabelText('You pay')
    await tabTo(user, fromButton)
    await user.keyboard('{Enter}')
    const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
    const search = within(picker).getByRole('combobox')
    expect(focused()).toBe(search)
    // The chain button: Enter chooses the chain, nothing else (the picker stays, the form's value too).
    const op = await within(picker).findByRole('button', { name: /OP Mainnet/ })
    await tabTo(user, () => op, true)
    await user.keyboard('{Enter}')
    expect(op.getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('dialog')).toBe(picker)
    expect(fromButton().textContent).toMatch(/ETH.*Base \(local\)/)
    // On to the search field: type, move down the list, choose.
    expect(focused()).toBe(search)
    await user.keyboard('ETH')
    const listbox = within(picker).getByRole('listbox')
    const first = search.getAttribute('aria-activedescendant')
    expect(first).toBeTruthy()
    expect(listbox.getAttribute('aria-activedescendant')).toBe(first)
    const options = within(picker).getAllByRole('option')
    if (options.length > 1) {
      await user.keyboard('{ArrowDown}{ArrowUp}')
      expect(search.getAttribute('aria-activedescendant')).toBe(first)
    }
    expect(document.getElementById(first!)?.querySelector('.cp-picker__symbol')?.textContent).toBe('ETH')
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fromButton().textContent).toMatch(/ETH.*OP Mainnet/)
    // Focus is back on the button that opened the picker, and the form is the same form (never swapped out).
    expect(focused()).toBe(fromButton())
    expect(screen.getByLabelText('You pay')).toBe(amount)
  })

  test('behavior: Escape closes from anywhere inside, focus back on the opener; the listbox takes the keys too', async () => {
    const user = userEvent.setup()
    render(<SwapPanel defaultValue={route} />, { wrapper })
    await tabTo(user, () => screen.getByRole('button', { name: /^To:/ }))
    await user.keyboard('{Enter}')
    const picker = screen.getByRole('dialog', { name: /To: chain and token/ })
    await within(picker).findAllByRole('option')
    const listbox = within(picker).getByRole('listbox')
    await tabTo(user, () => listbox)
    await user.keyboard('{End}')
    const options = within(picker).getAllByRole('option')
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options.at(-1)!.id)
    await user.keyboard('{Home}')
    expect(listbox.getAttribute('aria-activedescendant')).toBe(options[0]!.id)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(focused()).toBe(screen.getByRole('button', { name: /^To:/ }))
  })
})

describe('SwapPanel amounts in the locale', () => {
  test('parameters: locale de-DE: 1,5 is quoted as 1.5 ETH; en-US 1,5 too; fr-FR: 1.500 is refused and nothing is asked', async () => {
    const quotes: Quote[] = []
    const user = userEvent.setup()
    const view = render(<SwapPanel locale="de-DE" defaultValue={route} onQuote={(q) => quotes.push(q)} />, {
      wrapper,
    })
    await user.type(await screen.findByLabelText('Du zahlst'), '1,5')
    await waitFor(() => expect(quotes.length).toBeGreaterThan(0), { timeout: 10_000 })
    expect(quotes.at(-1)?.details?.currencyIn?.amount).toBe('1500000000000000000')
    view.unmount()
    quotes.length = 0
    const english = render(
      <SwapPanel locale="en-US" defaultValue={route} onQuote={(q) => quotes.push(q)} />,
      {
        wrapper,
      },
    )
    await user.type(screen.getByLabelText('You pay'), '1,5')
    await waitFor(() => expect(quotes.length).toBeGreaterThan(0), { timeout: 10_000 })
    expect(quotes.at(-1)?.details?.currencyIn?.amount).toBe('1500000000000000000')
    english.unmount()
    quotes.length = 0
    render(<SwapPanel locale="fr-FR" defaultValue={route} onQuote={(q) => quotes.push(q)} />, { wrapper })
    await user.type(await screen.findByLabelText('Vous payez'), '1.500')
    expect(screen.getByRole('alert').textContent).toBe('Utilisez , pour les décimales.')
    expect(document.querySelector('button[data-action]')?.getAttribute('data-action')).toBe('fix-input')
    expect(quotes).toEqual([])
  })
})

describe('SwapPanel host callbacks', () => {
  test('behavior: an inline onQuote that sets host state fires once per quote, never in a loop', async () => {
    const counts = { calls: 0, renders: 0 }
    render(<CallbackHost counts={counts} />, { wrapper })
    await waitFor(() => expect(screen.getByTestId('host').textContent).toBe('1'), { timeout: 10_000 })
    // Several more rounds of effects: a callback listed as an effect dependency would fire again in each.
    for (let i = 0; i < 5; i++) await act(() => Promise.resolve())
    expect(counts.calls).toBe(1)
    expect(screen.getByTestId('host').textContent).toBe('1')
    expect(counts.renders).toBeLessThan(10)
  })
})
