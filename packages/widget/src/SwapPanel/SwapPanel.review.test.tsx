// The swap card and the review before the wallet, against the simulator served over HTTP on its virtual chains, with
// wagmi's mock wallet: what the cards and the review show is compared with what left the wallet and what arrived.
import { formatDecimalAmount, type Quote } from '@crosspay/core'
import { setupExecution, testAddresses } from '@crosspay/test'
import { screen, waitFor, within } from '@testing-library/react'
import { getTransactionReceipt } from '@wagmi/core'
import { beforeEach, describe, expect, test } from 'vitest'
import { renderPanel } from './renderPanel.testing'
import { testSwapRoute } from './testSwapRoute.testing'

const { server } = setupExecution({ chains: 'virtual' })
beforeEach(() => localStorage.clear())

const native = testAddresses.native
const usdc = testAddresses.usdc
const mainButton = () => document.querySelector('.cp-panel__form button[data-action]') as HTMLButtonElement
const sends = <prompt extends { method: string }>(prompts: prompt[]) =>
  prompts.filter((p) => p.method === 'eth_sendTransaction')
const exact = (element: Element) => (element.querySelector('.cp-amount') as HTMLElement).dataset.exact

describe('SwapPanel review', () => {
  test('default: a USDC bridge says "Approve and bridge", reviews both chains, fees and the prompts, and only Confirm asks the wallet', async () => {
    const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as const // anvil #0
    const quotes: Quote[] = []
    const w = await renderPanel(server, account, {
      defaultValue: { ...testSwapRoute, originCurrency: usdc, destinationCurrency: usdc, amount: '5' },
      sponsorship: { subsidizeFees: true },
      sponsorName: 'Acme',
      onQuote: (q) => quotes.push(q),
    })
    await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 10_000 })
    expect(mainButton().textContent).toBe('Approve and bridge')
    // One summary line: what the user pays, who pays the rest, the time.
    const line = document.querySelector('.cp-quote-line__summary') as HTMLElement
    expect(line.textContent).toMatch(/^Fees \$[0-9.]+ · \$[0-9.]+ paid by Acme · ~\d+ s/)
    await w.user.click(mainButton())
    const review = await screen.findByRole('region', { name: 'Review' })
    expect(document.activeElement).toBe(within(review).getByRole('heading', { name: 'Review' }))
    const [pay, receive] = review.querySelectorAll('.cp-review__side')
    expect(pay?.textContent).toMatch(/You pay.*5 USDC.*on Base \(local\)/)
    expect(receive?.textContent).toMatch(/You receive.*USDC.*on OP Mainnet \(local\)/)
    expect(review.querySelector('[data-row="recipient"]')?.textContent).toMatch(/Your wallet/)
    expect(review.querySelector('[data-row="fees"]')?.textContent).toMatch(/Acme pays \$/)
    const prompts = within(review)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(prompts).toEqual(['Approve USDC', 'Deposit'])
    // Nothing asked of the wallet yet.
    expect(w.prompts).toEqual([])
    const shownIn = exact(pay!)
    const shownOut = exact(receive!)
    const before = { origin: await w.usdcOf(account, 8453), destination: await w.usdcOf(account, 10) }
    await w.user.click(within(review).getByRole('button', { name: 'Confirm' }))
    await screen.findByText('Transfer complete', {}, { timeout: 25_000 })
    expect(sends(w.prompts)).toHaveLength(2)
    // The end card names both chains, and links the fill on the destination chain beside the deposit.
    expect(document.querySelector('.cp-progress__route')?.textContent).toMatch(
      /^5 USDC on Base \(local\) → .*USDC on OP Mainnet \(local\)$/,
    )
    expect(document.querySelector('[data-step="fill"] a')?.getAttribute('href')).toMatch(
      /explorer\/10\/tx\/0x/,
    )
    // The timeline: origin (the wallet's approve and deposit, linked on Base) → the solver → destination (the fill,
    // linked on OP), every node done; each link is a transaction that really happened on that chain.
    const nodes = [...document.querySelectorAll<HTMLElement>('.cp-timeline__node')]
    expect(nodes.map((n) => `${n.dataset.node}:${n.dataset.state}`)).toEqual([
      'origin:done',
      'service:done',
      'destination:done',
    ])
    expect(nodes[0]?.querySelector('.cp-timeline__title')?.textContent).toMatch(
      /^Base \(local\) · your wallet/,
    )
    expect(nodes[2]?.querySelector('.cp-timeline__title')?.textContent).toMatch(
      /^OP Mainnet \(local\) · you receive/,
    )
    const linked = (node: Element | undefined) =>
      [...(node?.querySelectorAll('a[href*="/tx/"]') ?? [])].map(
        (a) => a.getAttribute('href')!.split('/tx/')[1] as `0x${string}`,
      )
    const originHashes = linked(nodes[0])
    expect(originHashes).toHaveLength(2) // approve, deposit
    for (const hash of originHashes) {
      const receipt = await getTransactionReceipt(w.config, { hash, chainId: 8453 })
      expect(receipt.status).toBe('success')
      expect(receipt.from.toLowerCase()).toBe(account.toLowerCase())
    }
    // The fill linked is the one the service recorded for this request, on the destination chain (a virtual chain's
    // fill is the service's record, not a transaction its RPC answers for).
    const recorded = [...server.sim.ctx.store.values()].find((r) =>
      r.inTxs.some((t) => String(t.txHash).toLowerCase() === originHashes[1]!.toLowerCase()),
    )
    expect(linked(nodes[2])).toEqual(recorded?.outTxs.map((t) => String(t.txHash)))
    expect(recorded?.outTxs.map((t) => t.chainId)).toEqual([10])
    const after = { origin: await w.usdcOf(account, 8453), destination: await w.usdcOf(account, 10) }
    // What left the wallet is what the review said it would pay; what arrived is what it said would arrive.
    expect(shownIn).toBe('5')
    expect(before.origin - after.origin).toBe(5_000_000n)
    expect(formatDecimalAmount(after.destination - before.destination, 6)).toBe(shownOut)
  }, 40_000)

  test('behavior: typing in the receive card asks for exactly that amount; the pay card shows what it costs, and that is what leaves', async () => {
    const account = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const // anvil #2
    const quotes: Quote[] = []
    const w = await renderPanel(server, account, {
      defaultValue: testSwapRoute,
      onQuote: (q) => quotes.push(q),
    })
    expect(screen.queryByRole('combobox')).toBeNull()
    await w.user.type(screen.getByLabelText('You receive'), '0.005')
    await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 10_000 })
    const quote = quotes.at(-1)!
    expect(quote.details?.currencyOut?.amount).toBe('5000000000000000')
    const payCard = document.querySelector('.cp-card[data-side="origin"]') as HTMLElement
    expect(payCard.dataset.estimated).toBe('true')
    const costs = BigInt(quote.details!.currencyIn!.amount)
    expect(payCard.dataset.exact).toBe(formatDecimalAmount(costs, 18))
    expect(costs).toBeGreaterThan(5_000_000_000_000_000n)
    const before = await w.ethOf(account, 10)
    await w.user.click(mainButton())
    await w.user.click(await screen.findByRole('button', { name: 'Confirm' }))
    await screen.findByText('Transfer complete', {}, { timeout: 25_000 })
    const sent = (sends(w.prompts)[0]!.params as [{ value: string }])[0]
    expect(BigInt(sent.value)).toBe(costs)
    expect((await w.ethOf(account, 10)) - before).toBe(5_000_000_000_000_000n)
  }, 40_000)

  test('parameters: review={false} sends at the press of the main button', async () => {
    const account = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const // anvil #3
    const w = await renderPanel(server, account, {
      review: false,
      defaultValue: { ...testSwapRoute, amount: '0.01' },
    })
    await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 10_000 })
    expect(mainButton().textContent).toBe('Bridge')
    await w.user.click(mainButton())
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull()
    await screen.findByText('Transfer complete', {}, { timeout: 25_000 })
    expect(sends(w.prompts)).toHaveLength(1)
  }, 40_000)

  test('behavior: Back (or Escape) leaves the review with nothing sent, focus on the main button', async () => {
    const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const // anvil #1
    const w = await renderPanel(server, account, {
      defaultValue: {
        originChainId: 8453,
        originCurrency: native,
        destinationChainId: 8453,
        destinationCurrency: usdc,
        amount: '0.01',
      },
    })
    await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 10_000 })
    // A same-chain swap says "Swap" everywhere.
    expect(screen.getByRole('heading', { name: 'Swap' })).toBeDefined()
    expect(mainButton().textContent).toBe('Swap')
    expect(document.querySelector('[data-component="relayerGas"] dt')?.textContent).toBe('Execution fee')
    expect(document.querySelector('[data-component="gas"] dt')?.textContent).toBe('Network fee')
    await w.user.click(mainButton())
    await w.user.click(await screen.findByRole('button', { name: 'Back' }))
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull()
    expect(document.activeElement).toBe(mainButton())
    await w.user.click(mainButton())
    await screen.findByRole('region', { name: 'Review' })
    await w.user.keyboard('{Escape}')
    expect(screen.queryByRole('region', { name: 'Review' })).toBeNull()
    expect(w.prompts).toEqual([])
    // Then swapped: the progress says "Swap" too, its timeline ends on the same chain, and what arrived is what the
    // receive card said.
    const receiveShown = (document.querySelector('.cp-card[data-side="destination"]') as HTMLElement).dataset
      .exact
    const before = await w.usdcOf(account, 8453)
    await w.user.click(mainButton())
    await w.user.click(await screen.findByRole('button', { name: 'Confirm' }))
    await screen.findByText('Swap complete', {}, { timeout: 25_000 })
    const progress = document.querySelector('.cp-progress') as HTMLElement
    expect(progress.textContent).not.toMatch(/transfer/i)
    expect(progress.querySelector('[data-node="destination"] .cp-timeline__title')?.textContent).toMatch(
      /^Base \(local\) · you receive/,
    )
    expect(progress.querySelector('[data-step="fill"] a')?.getAttribute('href')).toMatch(
      /explorer\/8453\/tx\/0x/,
    )
    expect(formatDecimalAmount((await w.usdcOf(account, 8453)) - before, 6)).toBe(receiveShown)
  }, 40_000)
})
