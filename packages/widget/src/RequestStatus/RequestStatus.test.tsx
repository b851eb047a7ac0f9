import { fastFill, getChains } from '@crosspay/core'
import { quoteRequestId, startTestSimulators, type TestSimulator } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { RequestStatus } from './RequestStatus'

const start = startTestSimulators()

const show = (t: TestSimulator, requestId: string) => {
  const view = render(<RequestStatus requestId={requestId} intervalMs={20} locale="en-US" />, {
    wrapper: createWrapper({ client: t.client }),
  })
  const root = () => view.container.querySelector('.cp-status')!
  return { ...view, root, status: () => root().getAttribute('data-status') }
}

/** A fresh request the simulator ends as `outcome`, shown from before its deposit until it reaches that end. */
async function showEnded(t: TestSimulator, outcome: Parameters<TestSimulator['setOutcome']>[1]) {
  const requestId = await quoteRequestId(t.client)
  await t.setOutcome(requestId, outcome)
  const view = show(t, requestId)
  await waitFor(() => expect(view.status()).toBe('waiting'))
  await t.deposit(requestId)
  await t.advance(10_000)
  await waitFor(() => expect(view.status()).toBe(outcome.status))
  return view
}

describe('RequestStatus', () => {
  test('default: a live request moves from waiting to success; steps, amounts and explorer links follow', async () => {
    const t = start()
    const requestId = await quoteRequestId(t.client)
    const view = show(t, requestId)
    await waitFor(() => expect(view.status()).toBe('waiting'))
    expect(screen.getByText('Waiting for your deposit')).toBeTruthy()
    expect(view.root().querySelector('[aria-current="step"]')?.getAttribute('data-step')).toBe('deposit')
    // No amounts yet: the history lists the request once its deposit is seen (decisions.md), not as a quote
    // (a fast-filled one is listed, and reads 'You send' before its deposit: the fast-fill test).
    expect(view.root().textContent).not.toContain('You sent')

    await t.deposit(requestId)
    await waitFor(() => expect(view.status()).toBe('pending'))
    // the record's amounts, once the history lookup (asked again as the status moved) answers
    await waitFor(() => expect(view.root().textContent).toContain('You sent0.01 ETH'))
    expect(view.root().querySelector('[aria-current="step"]')?.getAttribute('data-step')).toBe('pending')
    await t.advance(5_000)
    await waitFor(() => expect(view.status()).toBe('success'))
    expect(screen.getByText('Done: the funds have arrived').getAttribute('aria-live')).toBe('polite')
    const states = [...view.root().querySelectorAll('.cp-status-steps__step')].map((s) =>
      s.getAttribute('data-state'),
    )
    expect(states).toEqual(['complete', 'complete', 'complete', 'complete'])

    // one deposit on 8453 and one delivery on 10, each linked to its chain's explorer
    await waitFor(() => expect(view.root().querySelectorAll('.cp-status__tx')).toHaveLength(2))
    const [deposit, fill] = [...view.root().querySelectorAll('.cp-status__tx')]
    expect(deposit!.getAttribute('data-kind')).toBe('deposit')
    expect(fill!.getAttribute('data-kind')).toBe('fill')
    const chains = await getChains(t.client)
    const explorer = (id: number) => chains.find((c) => c.id === id)!.explorerUrl
    await waitFor(() =>
      expect(deposit!.querySelector('a')?.getAttribute('href')).toMatch(
        new RegExp(`^${explorer(8453)}/tx/0x[0-9a-f]{64}$`),
      ),
    )
    expect(fill!.querySelector('a')?.getAttribute('href')).toMatch(new RegExp(`^${explorer(10)}/tx/0x`))
    expect(fill!.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    // delivered: the amount received, no longer "expected"
    await waitFor(() => expect(view.root().textContent).toContain('You received'))
  })

  test('behavior: a refund says why, that the funds are back, and what to do', async () => {
    const view = await showEnded(start(), { status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' })
    const failure = view.root().querySelector('.cp-failure')!
    expect(failure.getAttribute('data-funds')).toBe('returned')
    expect(failure.textContent).toContain('Your funds are back in your wallet')
    expect(failure.textContent).toContain('What to do: Your funds were refunded.')
    expect(view.root().querySelector('[data-step="refund"]')?.getAttribute('data-state')).toBe('failed')
    await waitFor(() =>
      expect(view.root().querySelector('.cp-status__tx[data-kind="refund"]')).not.toBeNull(),
    )
  })

  test('behavior: a failure whose refund failed says the funds are not back', async () => {
    const view = await showEnded(start(), {
      status: 'failure',
      failReason: 'SOLVER_BALANCE_TOO_LOW',
      refundFailReason: 'MANUAL_REFUND_REQUIRED',
    })
    const failure = view.root().querySelector('.cp-failure')!
    expect(failure.getAttribute('data-funds')).toBe('notReturned')
    expect(failure.querySelector('.cp-failure__title')?.textContent).toMatch(/refund failed/)
    expect(failure.textContent).toContain('Your funds have not come back to you.')
  })

  test('behavior: an unknown id is explained in words, never a crash', async () => {
    const t = start()
    const view = show(t, `0x${'ab'.repeat(32)}`)
    const alert = await screen.findByRole('alert')
    expect(alert.getAttribute('data-error')).toBe('notFound')
    expect(alert.textContent).toContain('No request with this id was found')
    expect(view.root().getAttribute('data-state')).toBe('error')
    expect(view.root().querySelector('.cp-status-steps')).toBeNull()
  })

  test('behavior: a fast fill ahead of the deposit says so and asks for the deposit; "You sent" once it lands', async () => {
    const t = start()
    const requestId = await quoteRequestId(t.client)
    await fastFill(t.client, { requestId })
    const view = show(t, requestId)
    // Accepted (pending, no deposit): never "Deposit received".
    await waitFor(() => expect(view.root().getAttribute('data-filled-ahead')).toBe('true'))
    expect(view.root().textContent).not.toMatch(/Deposit received/)
    await t.advance(5_000)
    await waitFor(() => expect(view.status()).toBe('success'))
    expect(screen.getByText('Delivered ahead of your deposit: the funds have arrived')).toBeTruthy()
    expect(screen.getByRole('note').textContent).toMatch(/deposit has not been seen yet/)
    const deposit = () => view.root().querySelector('[data-step="deposit"]')
    expect(deposit()?.getAttribute('data-state')).toBe('current')
    expect(view.root().querySelectorAll('.cp-status__tx[data-kind="deposit"]')).toHaveLength(0)
    await waitFor(() => expect(view.root().textContent).toContain('You send0.01 ETH'))
    expect(view.root().textContent).not.toMatch(/Deposit received|You sent/)

    await t.deposit(requestId)
    await waitFor(() =>
      expect(view.root().querySelectorAll('.cp-status__tx[data-kind="deposit"]')).toHaveLength(1),
    )
    expect(view.root().hasAttribute('data-filled-ahead')).toBe(false)
    expect(screen.getByText('Done: the funds have arrived')).toBeTruthy()
    expect(deposit()?.getAttribute('data-state')).toBe('complete')
    await waitFor(() => expect(view.root().textContent).toContain('You sent0.01 ETH'))
    expect(screen.queryByRole('note')).toBeNull()
  })
})
