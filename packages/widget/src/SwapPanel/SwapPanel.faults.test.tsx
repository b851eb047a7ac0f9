// The real SwapPanel through the faults that matter while money moves, injected by the simulator (its fault table,
// as `/__sim/faults` sets it) on its virtual chains with wagmi's mock wallet: on the first quote and on its refresh
// (every request fails until the fault is lifted), then on the reads after the deposit (`POST /transactions/index`, the check
// endpoint and the tracker's `/intents/status/v3`). Per kind: the screen says what happens (the service out of
// reach or rate-limited, retrying by itself with its countdown, then the quote; the transfer to its end), the
// button sends nothing during the fault whatever is pressed (double click, Enter), a double click on Bridge sends
// one deposit, and the chains agree: nonce +1, the origin paid amount + gas, the destination got the quoted output,
// the service recorded one deposit.
import { formatDecimalAmount, type Quote } from '@crosspay/core'
import type { FaultRule } from '@crosspay/simulator'
import { type SimulatorServer, startSimulatorServer } from '@crosspay/simulator/node'
import { connectVirtualWallet, readSimFaults, testAddresses } from '@crosspay/test'
import { createTestQueryClient, createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getBalance, getTransactionCount, getTransactionReceipt } from '@wagmi/core'
import { beforeEach, describe, expect, test } from 'vitest'
import { defaultMessages } from '../messages/defaultMessages'
import { SwapPanel } from './SwapPanel'

beforeEach(() => localStorage.clear())

/** Each kind of fault, as the rule's extra fields (the path and the count are added per endpoint). */
const kinds: [string, Omit<FaultRule, 'path' | 'times'>, string][] = [
  ['5xx', { kind: 'status', status: 503 }, 'network'],
  ['connection reset', { kind: 'reset' }, 'network'],
  ['truncated body', { kind: 'truncate' }, 'network'],
  ['malformed body', { kind: 'malformed' }, 'network'],
  ['429 with Retry-After: 1', { kind: 'rateLimit', retryAfter: 1 }, 'RATE_LIMITED'],
]

const account = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' as const // anvil #1, on a simulator of its own
const amount = 10_000_000_000_000_000n // 0.01 ETH
const m = defaultMessages

const faultsLeft = (server: SimulatorServer) => readSimFaults(server.baseUrl)

/** Every text the panel's quote error, recovery countdown and progress outcome showed, as they appeared. */
function recordScreen() {
  const seen = new Set<string>()
  const read = () => {
    for (const el of document.querySelectorAll(
      '.cp-quote-error, .cp-recovery, .cp-outcome, .cp-progress__headline',
    ))
      seen.add(`${el.className}: ${el.textContent}`)
    // The progress's recovery notice, with the execution's status when it showed.
    for (const el of document.querySelectorAll('.cp-progress__recovery'))
      seen.add(
        `${el.closest('.cp-progress')?.getAttribute('data-status')} ${el.className}: ${el.textContent}`,
      )
  }
  const observer = new MutationObserver(read)
  observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true })
  return { seen, stop: () => observer.disconnect() }
}

const mainButton = () => document.querySelector('button[data-action]') as HTMLButtonElement

/**
 * The panel for 0.01 ETH Base → OP, with the wallet connected to the simulator's virtual chains and a client
 * with a short backoff (a Retry-After still floors each wait). Once the tracker takes over, `rule` is put on its
 * status reads too (before its first one). `requestId()` is the request executed.
 */
async function renderPanel(server: SimulatorServer, rule: Omit<FaultRule, 'path' | 'times'>) {
  const wallet = await connectVirtualWallet({
    baseUrl: server.baseUrl,
    account,
    backoff: { baseMs: 200, maxMs: 400 },
  })
  const client = wallet.client
  const quotes: Quote[] = []
  let requestId: string | undefined
  let tracked = false
  const queryClient = createTestQueryClient()
  render(
    <SwapPanel
      theme="light"
      defaultValue={{
        originChainId: 8453,
        originCurrency: testAddresses.native,
        destinationChainId: 10,
        destinationCurrency: testAddresses.native,
        amount: '0.01',
      }}
      onQuote={(q) => quotes.push(q)}
      onExecutionProgress={(p) => {
        requestId = p.requestId
        if (p.status !== 'tracking' || tracked) return
        tracked = true
        server.sim.ctx.faults.add([{ ...rule, path: '/intents/status/v3', times: 2 }])
      }}
    />,
    { wrapper: createWrapper({ client, wagmiConfig: wallet.config, queryClient }) },
  )
  return {
    wallet,
    quotes,
    queryClient,
    user: userEvent.setup(),
    requestId: () => requestId,
    sends: () => wallet.prompts.filter((p) => p.method === 'eth_sendTransaction'),
  }
}
type Panel = Awaited<ReturnType<typeof renderPanel>>

/** Balances and nonce of the account before the send, to compare with after. */
const chainsNow = async (panel: Panel) => ({
  nonce: await getTransactionCount(panel.wallet.config, { address: account, chainId: 8453 }),
  origin: (await getBalance(panel.wallet.config, { address: account, chainId: 8453 })).value,
  destination: (await getBalance(panel.wallet.config, { address: account, chainId: 10 })).value,
})

/**
 * On chain and at the service: one deposit (nonce +1), amount + gas paid, the quoted output received, and the
 * service recorded that one deposit for the request.
 */
async function expectOneDeposit(
  server: SimulatorServer,
  panel: Panel,
  before: Awaited<ReturnType<typeof chainsNow>>,
  quoted: Quote,
) {
  expect(panel.sends()).toHaveLength(1)
  const after = await chainsNow(panel)
  expect(after.nonce).toBe(before.nonce + 1)
  const res = await fetch(`${server.baseUrl}/intents/status/v3?requestId=${panel.requestId()}`)
  const status = (await res.json()) as { status: string; inTxHashes: `0x${string}`[] }
  expect(status.status).toBe('success')
  expect(status.inTxHashes).toHaveLength(1)
  const receipt = await getTransactionReceipt(panel.wallet.config, {
    chainId: 8453,
    hash: status.inTxHashes[0]!,
  })
  expect(before.origin - after.origin).toBe(amount + receipt.gasUsed * receipt.effectiveGasPrice)
  expect(after.destination - before.destination).toBe(BigInt(quoted.details!.currencyOut!.amount))
}

describe('SwapPanel under faults: nothing sent twice', () => {
  test.each(kinds)(
    'behavior: %s on the first quote, on its refresh, then after the deposit: retrying in words, one deposit, the quoted output arrives',
    async (_name, rule, quoteErrorKind) => {
      // Every quote request fails until the fault is lifted below.
      const server = await startSimulatorServer({
        port: 0,
        chains: 'virtual',
        history: 0,
        simulator: {
          timing: { indexMs: 300, submitMs: 200, confirmMs: 300 },
          faults: [{ ...rule, path: '/quote/v2' }],
        },
      })
      const screenLog = recordScreen()
      try {
        const panel = await renderPanel(server, rule)
        /** The quote error in words (never "no route") with the countdown: it is trying again by itself. */
        const retryingShown = () =>
          waitFor(
            () => {
              const error = document.querySelector('.cp-quote-error')
              expect(error?.getAttribute('data-error')).toBe(quoteErrorKind)
              expect(error?.querySelector('.cp-recovery')?.textContent).toMatch(/^Trying again/)
              expect(error?.querySelector('p')?.textContent).toBe(m.quote.error[quoteErrorKind])
            },
            { timeout: 15_000 },
          )
        // The first quote fails, then comes by itself once the service is back.
        await retryingShown()
        expect(mainButton().dataset.action).toBe('quote-error')
        expect(panel.quotes).toEqual([])
        server.sim.ctx.faults.clear()
        await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 15_000 })
        const first = panel.quotes.at(-1)!

        // Its refresh fails (forced now, as the 30 s refresh would): the quote shown can no longer be sent.
        server.sim.ctx.faults.set([{ ...rule, path: '/quote/v2' }])
        void panel.queryClient.refetchQueries({ queryKey: ['quote'] })
        await retryingShown()
        expect(mainButton().dataset.action).toBe('quote-error')
        expect(mainButton().disabled).toBe(true)
        // Pressing during the fault sends nothing: a double click, then Enter on the focused button.
        await panel.user.dblClick(mainButton())
        mainButton().focus()
        await panel.user.keyboard('{Enter}')
        expect(panel.sends()).toEqual([])
        expect(panel.quotes.at(-1)).toBe(first)

        // The service comes back, but its reads after a deposit fail (the status reads until lifted below): a
        // new quote arrives with no click.
        server.sim.ctx.faults.set([
          { ...rule, path: '/transactions/index', times: 1 },
          { ...rule, path: '/intents/status/v3' },
        ])
        await waitFor(() => expect(mainButton().dataset.action).toBe('ready'), { timeout: 15_000 })
        expect(document.querySelector('.cp-quote-error')).toBeNull()
        const quoted = panel.quotes.at(-1)!
        expect(quoted.steps[0]?.requestId).not.toBe(first.steps[0]?.requestId)
        expect(BigInt(quoted.details!.currencyIn!.amount)).toBe(amount)
        const before = await chainsNow(panel)

        // A double click on Bridge (the review), a double click on Confirm, then Enter: one execution, through the
        // faults to its true end.
        await panel.user.dblClick(screen.getByRole('button', { name: 'Bridge' }))
        await panel.user.dblClick(await screen.findByRole('button', { name: 'Confirm' }))
        await panel.user.keyboard('{Enter}')
        // While the check reads fail, the progress says so: the service out of reach, the countdown (no button:
        // the executor retries by itself), the deposit sent. One deposit by then.
        const notice = await waitFor(
          () => {
            const el = document.querySelector('.cp-progress .cp-progress__recovery')
            expect(el?.querySelector('.cp-progress__recovery-title')?.textContent).toBe(
              m.recovery.unreachable,
            )
            expect(el?.querySelector('.cp-recovery__text')?.textContent).toMatch(
              /^Trying again( in \d+ s)?…$/,
            )
            expect(el?.querySelector('.cp-progress__recovery-funds')?.textContent).toBe(
              m.recovery.depositSent,
            )
            return el!
          },
          { timeout: 25_000 },
        )
        expect(notice.querySelector('button')).toBeNull()
        expect(document.querySelector('.cp-progress')?.getAttribute('data-status')).toBe('running')
        // The deposit is out and the wallet asked nothing more: the headline does not say "Waiting for your wallet".
        expect(document.querySelector('.cp-progress__headline')?.textContent).toBe(m.progress.status.tracking)
        expect(panel.sends()).toHaveLength(1)
        // It stays while the fault lasts (the reads go on failing), then the fault ends: it goes by itself.
        await waitFor(
          async () =>
            expect(
              (await faultsLeft(server)).find((f) => f.path === '/intents/status/v3')?.hits,
            ).toBeGreaterThanOrEqual(3),
          { timeout: 15_000 },
        )
        expect(document.querySelector('.cp-progress__recovery')).not.toBeNull()
        server.sim.ctx.faults.clear()
        const success = m.progress.status.success!
        await screen.findByText(success, { selector: '.cp-progress__headline' }, { timeout: 25_000 })
        // Every fault after the deposit was hit (the rules are spent): the run went through them.
        expect(await faultsLeft(server)).toEqual([])
        // The screen showed the amounts of the quote executed; never that the funds stayed (they left), nor
        // "no route" or "no quote could be made" for an outage.
        const shown = document.querySelectorAll('.cp-progress__route .cp-amount') as NodeListOf<HTMLElement>
        expect([...shown].map((el) => el.dataset.exact)).toEqual([
          formatDecimalAmount(amount, 18),
          formatDecimalAmount(BigInt(quoted.details!.currencyOut!.amount), 18),
        ])
        // No notice once the reads answer; the tracker's failed reads showed it too (the screen's log).
        expect(document.querySelector('.cp-progress__recovery')).toBeNull()
        const log = [...screenLog.seen].join('\n')
        expect(log).toContain(`tracking cp-progress__recovery: ${m.recovery.unreachable}`)
        for (const never of [
          m.progress.funds['not-sent'],
          m.quote.error.NO_SWAP_ROUTES_FOUND,
          m.quote.error.unknown,
        ])
          expect(log).not.toContain(never)
        await expectOneDeposit(server, panel, before, quoted)
      } finally {
        screenLog.stop()
        await server.close()
      }
    },
    60_000,
  )
})
