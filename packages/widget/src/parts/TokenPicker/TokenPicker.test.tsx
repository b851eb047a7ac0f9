// The picker when the chain list is broken, against the in-process simulator: while `GET /chains` fails, the open
// picker said "No token matches this search." with an empty search; one bad chain record hid every chain.
import { createOfflineWagmiConfig, setupExecution, startTestSimulators } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { defaultMessages } from '../../messages/defaultMessages'
import { renderPanel } from '../../SwapPanel/renderPanel.testing'
import { SwapPanel } from '../../SwapPanel/SwapPanel'

const start = startTestSimulators()
const { server } = setupExecution({ chains: 'virtual' })
const wagmiConfig = createOfflineWagmiConfig()
const m = defaultMessages.panel
const fromButton = () => screen.getByRole('button', { name: /^From:/, hidden: true })

describe('TokenPicker', () => {
  test('behavior: while /chains fails, the open picker says the service could not be reached, then lists the chains', async () => {
    const t = start()
    t.simulator.ctx.faults.set([{ kind: 'status', status: 502, path: '/chains' }])
    const client = t.createClient({ backoff: { baseMs: 20, maxMs: 60 } })
    render(<SwapPanel theme="light" />, { wrapper: createWrapper({ client, wagmiConfig }) })
    await screen.findByRole('alert')
    await userEvent.click(fromButton())
    const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
    await waitFor(() =>
      expect(within(picker).getByRole('alert').textContent).toBe(defaultMessages.recovery.noChains),
    )
    expect(picker.textContent).not.toContain(m.noTokens)
    // It stays said through the next attempts (each new attempt used to clear it: "Loading chains…", then again).
    const attempts = t.fetch.count('/chains')
    await waitFor(() => expect(t.fetch.count('/chains')).toBeGreaterThan(attempts + 1))
    expect(within(picker).getByRole('alert').textContent).toBe(defaultMessages.recovery.noChains)
    t.simulator.ctx.faults.clear()
    await within(picker).findByRole('button', { name: /OP Mainnet/ }, { timeout: 5_000 })
    expect(picker.textContent).not.toContain(defaultMessages.recovery.noChains)
  })

  test('behavior: a chain list with one bad record shows the other chains', async () => {
    const t = start()
    // The service's answer with its Base record broken (a string id), as a hostile or buggy upstream might send.
    const broken: typeof fetch = async (input, init) => {
      const response = await t.fetch(input, init)
      if (!String(input instanceof Request ? input.url : input).endsWith('/chains')) return response
      const body = (await response.json()) as { chains: { id: unknown }[] }
      for (const chain of body.chains) if (chain.id === 8453) chain.id = 'base'
      return Response.json(body)
    }
    const warnings: string[] = []
    const client = t.createClient({ fetch: broken, onWarning: (w) => warnings.push(w.code) })
    render(<SwapPanel theme="light" />, { wrapper: createWrapper({ client, wagmiConfig }) })
    await userEvent.click(fromButton())
    const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
    await within(picker).findByRole('button', { name: /OP Mainnet/ })
    const chains = within(picker)
      .getAllByRole('button')
      .map((b) => b.getAttribute('title'))
      .filter(Boolean)
    expect(chains.length).toBeGreaterThan(2)
    expect(chains.some((name) => /Base/.test(name ?? ''))).toBe(false)
    expect(screen.queryByText(defaultMessages.recovery.noChains)).toBeNull()
    expect(warnings).toContain('invalid-record')
  })

  test('behavior: an unverified token is chosen only after its warning; verified tokens carry a check mark', async () => {
    const t = start()
    render(<SwapPanel theme="light" />, { wrapper: createWrapper({ client: t.createClient(), wagmiConfig }) })
    const toButton = () => screen.getByRole('button', { name: /^To:/, hidden: true })
    await userEvent.click(toButton())
    const picker = screen.getByRole('dialog', { name: /To: chain and token/ })
    await userEvent.click(await within(picker).findByRole('button', { name: /OP Mainnet/ }))
    expect(within(picker).getAllByRole('img', { name: m.verified }).length).toBeGreaterThan(0)
    await userEvent.type(within(picker).getByRole('combobox'), 'FROG')
    await userEvent.click(within(picker).getByRole('option', { name: /FROG/ }))
    // Not chosen yet: the warning names it and shows its address; focus is on Back, so Enter cannot choose it.
    const warning = within(picker).getByRole('alert')
    expect(warning.textContent).toContain(m.unverifiedWarning('FROG'))
    expect(document.activeElement?.textContent).toBe(m.back)
    expect(screen.getByRole('dialog', { name: /To: chain and token/ })).toBeDefined()
    await userEvent.click(within(warning).getByRole('button', { name: m.back }))
    expect(within(picker).queryByRole('alert')).toBeNull()
    expect(toButton().textContent).not.toMatch(/FROG/)
    await userEvent.click(within(picker).getByRole('option', { name: /FROG/ }))
    await userEvent.click(within(picker).getByRole('button', { name: m.chooseAnyway }))
    expect(screen.queryByRole('dialog', { name: /To: chain and token/ })).toBeNull()
    expect(toButton().textContent).toMatch(/FROG/)
  })

  test("behavior: the chain's popular tokens are chips above the search, one press chooses", async () => {
    const t = start()
    render(<SwapPanel theme="light" />, { wrapper: createWrapper({ client: t.createClient(), wagmiConfig }) })
    await userEvent.click(fromButton())
    const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
    const popular = await within(picker).findByRole('group', { name: m.popular })
    const chips = within(popular)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(chips[0]).toBe('ETH')
    expect(chips).toContain('USDC')
    await userEvent.click(within(popular).getByRole('button', { name: 'USDC' }))
    expect(screen.queryByRole('dialog', { name: /From: chain and token/ })).toBeNull()
    expect(fromButton().textContent).toMatch(/USDC/)
  })

  test("behavior: each balance in the list carries its USD value: the wallet's balance on chain × the service's price", async () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const // anvil #0
    const w = await renderPanel(server, account)
    await w.user.click(fromButton())
    const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
    await w.user.click(await within(picker).findByRole('button', { name: /Base/ }))
    const usdcRow = () =>
      within(picker)
        .getAllByRole('option', { name: /^USDC/ })
        .find((o) => o.querySelector('.cp-picker__balance'))!
    await waitFor(() => expect(usdcRow()?.querySelector('.cp-picker__usd')).toBeTruthy(), { timeout: 10_000 })
    // Independently of the widget's helpers: USDC at $1 and ETH at $3,000 (the simulator's price table), cut to cents.
    const usd = (micro: bigint) =>
      `$${(micro / 1_000_000n).toLocaleString('en-US')}.${((micro % 1_000_000n) / 10_000n).toString().padStart(2, '0')}`
    const usdc = await w.usdcOf(account, 8453)
    expect(usdc).toBeGreaterThan(0n)
    expect(usdcRow().querySelector('.cp-picker__usd')?.textContent).toBe(usd(usdc))
    const ethRow = within(picker).getByRole('option', { name: /^ETH/ })
    await waitFor(() => expect(ethRow.querySelector('.cp-picker__usd')).not.toBeNull())
    const eth = await w.ethOf(account, 8453)
    expect(ethRow.querySelector('.cp-picker__usd')?.textContent).toBe(usd((eth * 3000n) / 1_000_000_000_000n))
    // The row's accessible name carries both, so a screen reader hears the value too.
    expect(usdcRow().textContent).toContain(usd(usdc))
  })
})
