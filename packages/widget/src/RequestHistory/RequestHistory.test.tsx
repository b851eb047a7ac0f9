import type { RequestRecord } from '@crosspay/core'
import { startTestSimulators, type TestSimulator } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test, vi } from 'vitest'
import { fixedViewport, scrollViewport } from './fixedViewport'
import { RequestHistory, type RequestHistoryProps } from './RequestHistory'

const start = startTestSimulators()
fixedViewport(380)
const NOW = '2026-11-21T00:00:00Z'

/** The listing calls the history made (not the single-record lookups of an opened status). */
const listings = (t: TestSimulator) =>
  t.fetch.calls.filter((c) => c.pathname === '/requests/v3' && !c.searchParams.has('id'))
const lastListing = (t: TestSimulator) => listings(t).at(-1)!.searchParams

function show(props: Partial<RequestHistoryProps> = {}) {
  const t = start({ history: 200, now: NOW })
  const view = render(<RequestHistory locale="en-US" {...props} />, {
    wrapper: createWrapper({ client: t.client }),
  })
  const root = () => view.container.querySelector('.cp-history')!
  const rows = () => [...view.container.querySelectorAll<HTMLButtonElement>('.cp-history__row')]
  const ready = () => waitFor(() => expect(root().getAttribute('data-state')).toBe('ready'))
  return { t, view, root, rows, ready, user: userEvent.setup() }
}

describe('RequestHistory', () => {
  test('default: the first page, only a window of it in the page; the next page loads when the end comes into view', async () => {
    const { t, view, rows, ready } = show()
    await ready()
    expect(lastListing(t).get('limit')).toBe('20')
    // 380 px of 76 px rows: five in view, four more below; not all twenty
    expect(rows().length).toBeGreaterThan(4)
    expect(rows().length).toBeLessThan(20)
    const first = rows()[0]!
    expect(first.querySelector('time')?.getAttribute('datetime')).toMatch(/^2026-1[01]-/)
    expect(first.querySelectorAll('.cp-chain').length).toBeGreaterThan(0)
    expect(first.querySelector('.cp-amount')?.textContent).toMatch(/\d [A-Z]/)

    scrollViewport(view.container.querySelector('.cp-history__viewport')!, 20 * 76 - 380)
    await waitFor(() => expect(listings(t)).toHaveLength(2))
    expect(lastListing(t).get('continuation')).toBeTruthy()
    await waitFor(() => expect(view.container.querySelector('li[aria-posinset="21"]')).not.toBeNull())
  })

  test('parameters: the status filter sends status= and shows only matching rows', async () => {
    const { t, rows, ready, user } = show()
    await ready()
    await user.selectOptions(screen.getByLabelText('Status'), 'refund')
    await waitFor(() => expect(lastListing(t).get('status')).toBe('refund'))
    await ready()
    expect(rows().length).toBeGreaterThan(0)
    for (const row of rows()) expect(row.getAttribute('data-status')).toBe('refund')
  })

  test('parameters: chain filters send originChainId and destinationChainId; rows go from and to them', async () => {
    const { t, rows, ready, user } = show()
    await ready()
    await user.selectOptions(screen.getByLabelText('From chain'), '8453')
    await user.selectOptions(screen.getByLabelText('To chain'), '10')
    await waitFor(() => expect(lastListing(t).get('destinationChainId')).toBe('10'))
    expect(lastListing(t).get('originChainId')).toBe('8453')
    await ready()
    expect(rows().length).toBeGreaterThan(0)
    for (const row of rows()) {
      const chains = [...row.querySelectorAll('.cp-chain')].map((c) => c.getAttribute('data-chain-id'))
      expect(chains).toEqual(['8453', '10'])
      expect(row.textContent).toContain('Base (local)')
    }
  })

  test('parameters: the token filter sends it as in-or-out symbol groups', async () => {
    const { t, rows, ready, user } = show()
    await ready()
    await user.selectOptions(screen.getByLabelText('Token'), 'USDC')
    await waitFor(() =>
      expect(JSON.parse(lastListing(t).get('filters') ?? '[]')).toEqual([
        { currencyInSymbol: 'USDC' },
        { currencyOutSymbol: 'USDC' },
      ]),
    )
    await ready()
    for (const row of rows()) expect(row.querySelector('.cp-history__amounts')?.textContent).toContain('USDC')
  })

  test('parameters: a range of days sends Unix seconds from the first day to the end of the last; rows fall inside', async () => {
    const { t, rows, ready, user, view } = show()
    await ready()
    await user.type(screen.getByLabelText('From date'), '2026-11-05')
    await user.type(screen.getByLabelText('To date'), '2026-11-12')
    const from = new Date(2026, 10, 5).getTime()
    const to = new Date(2026, 10, 12, 23, 59, 59).getTime()
    await waitFor(() => expect(lastListing(t).get('endTimestamp')).toBe(String(to / 1000)))
    expect(lastListing(t).get('startTimestamp')).toBe(String(from / 1000))
    // Intl's own range, thin spaces around the dash
    expect(view.container.querySelector('.cp-history-filters__range')?.textContent).toMatch(
      /^Showing Nov 5\s–\s12, 2026$/,
    )
    await ready()
    expect(rows().length).toBeGreaterThan(0)
    for (const row of rows()) {
      const at = Date.parse(row.querySelector('time')!.getAttribute('datetime')!)
      expect(at).toBeGreaterThanOrEqual(from)
      expect(at).toBeLessThanOrEqual(to + 999)
    }
  })

  test('behavior: a range that ends before it starts is said, and nothing is sent', async () => {
    const { t, root, ready } = show({ defaultFilters: { fromDate: '2026-11-12', toDate: '2026-11-05' } })
    await waitFor(() => expect(root().getAttribute('data-state')).toBe('invalid'))
    expect(screen.getByText('The start date is after the end date.')).toBeTruthy()
    expect(listings(t)).toHaveLength(0)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear filters' }))
    await ready()
  })

  test('behavior: a row opens its status inline; back returns to the list with the row focused', async () => {
    const { rows, ready, user, view } = show()
    await ready()
    const row = rows()[2]!
    const status = row.getAttribute('data-status')!
    await user.click(row)
    const panel = await waitFor(() => view.container.querySelector('.cp-status')!)
    await waitFor(() => expect(panel.getAttribute('data-status')).toBe(status))
    await user.click(within(panel as HTMLElement).getByRole('button', { name: 'Back to history' }))
    await ready()
    await waitFor(() => expect(document.activeElement?.getAttribute('data-index')).toBe('2'))
  })

  test('behavior: keyboard: one row in the Tab order, arrows move between rows, Enter opens through onSelect', async () => {
    const onSelect = vi.fn<(request: RequestRecord) => void>()
    const { rows, ready, user } = show({ onSelect })
    await ready()
    expect(rows().filter((r) => r.tabIndex === 0)).toHaveLength(1)
    await user.tab() // the first filter
    while (!document.activeElement?.classList.contains('cp-history__row')) await user.tab()
    expect(document.activeElement?.getAttribute('data-index')).toBe('0')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    await waitFor(() => expect(document.activeElement?.getAttribute('data-index')).toBe('2'))
    await user.keyboard('{Enter}')
    expect(onSelect).toHaveBeenCalledTimes(1)
    expect(onSelect.mock.calls[0]![0].id).toBeTruthy()
    expect(document.querySelector('.cp-status')).toBeNull()
  })

  test('behavior: empty state, and the filters can be cleared from it', async () => {
    const { root, user } = show({ user: `0x${'12'.repeat(20)}` })
    await waitFor(() => expect(root().getAttribute('data-state')).toBe('empty'))
    expect(screen.getByText('No requests yet.')).toBeTruthy()
    await user.selectOptions(screen.getByLabelText('Status'), 'refund')
    await waitFor(() => expect(screen.getByText('No requests match these filters.')).toBeTruthy())
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!)
    await waitFor(() => expect(screen.getByText('No requests yet.')).toBeTruthy())
  })

  test('behavior: an error is said, with a retry that asks again', async () => {
    const t = start({ history: 5, now: NOW })
    const client = t.createClient({ apiKey: undefined })
    const view = render(<RequestHistory locale="en-US" />, { wrapper: createWrapper({ client }) })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The history could not be loaded.')
    expect(view.container.querySelector('.cp-history')?.getAttribute('data-state')).toBe('error')
    const before = listings(t).length
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(listings(t).length).toBe(before + 1))
  })

  test('behavior: controlled filters: the host holds them, onFiltersChange reports each change', async () => {
    const onFiltersChange = vi.fn()
    const { t, ready, user } = show({ filters: { status: 'success' }, onFiltersChange })
    await ready()
    expect(lastListing(t).get('status')).toBe('success')
    await user.selectOptions(screen.getByLabelText('Token'), 'ETH')
    expect(onFiltersChange).toHaveBeenCalledWith({ status: 'success', currency: 'ETH' })
    // not applied until the host passes it back
    expect((screen.getByLabelText('Token') as HTMLSelectElement).value).toBe('')
  })
})
