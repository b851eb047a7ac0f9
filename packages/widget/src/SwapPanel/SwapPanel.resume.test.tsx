// Resume in the panel: an execution interrupted after its deposit was sent (as a reload does) is tracked on mount,
// without a press, and continues to success without a second transaction. The interrupted execution is made with core's public
// `executeQuote` and an abort signal, on the simulator's virtual chains with wagmi's mock wallet.
import { getQuote } from '@crosspay/core'
import { type ExecutionRecord, executeQuote, getDefaultExecutionStore } from '@crosspay/core/execution'
import { setupExecution, testAddresses } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { getTransactionCount } from '@wagmi/core'
import { expect, test } from 'vitest'
import { SwapPanel } from './SwapPanel'

const { createWallet, serviceClient, connectWallet, quoteBody } = setupExecution({ chains: 'virtual' })

test('behavior: an unfinished transfer whose deposit was sent is tracked on mount, without a press or a second send', async () => {
  localStorage.clear()
  const account = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC' as const // anvil #2
  const wallet = await connectWallet(account)
  const client = serviceClient()
  const parameters = quoteBody(account)
  const quote = await getQuote(client, parameters)
  // The first visit: the deposit is sent, then the page goes away before the request ends.
  const controller = new AbortController()
  const interrupted = executeQuote(wallet.config, {
    client,
    quote,
    parameters,
    signal: controller.signal,
    onProgress: (progress) => {
      if (progress.steps[0]?.items[0]?.txHash) controller.abort()
    },
  })
  await expect(interrupted).rejects.toMatchObject({ funds: 'sent' })
  expect(await getTransactionCount(wallet.config, { address: account, chainId: 8453 })).toBe(1)

  // The next visit: nothing is left to sign, so the panel tracks the same request at once (no press), and never
  // offers a fresh quote or an enabled Bridge meanwhile.
  render(<SwapPanel />, { wrapper: createWrapper({ client, wagmiConfig: wallet.config }) })
  expect(document.querySelector('button[data-action="ready"]')).toBeNull()
  await screen.findByText('Transfer complete', {}, { timeout: 25_000 })
  expect(await getTransactionCount(wallet.config, { address: account, chainId: 8453 })).toBe(1)
  expect(wallet.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(1)
  expect(screen.getByText(/0\.01 ETH/)).toBeDefined()
}, 40_000)

/** A persisted execution of a real quote, written as the executor writes it (the shared localStorage store). */
async function persisted(
  patch: (record: ExecutionRecord) => ExecutionRecord,
  account: `0x${string}`,
): Promise<ExecutionRecord> {
  const client = serviceClient()
  const parameters = quoteBody(account)
  const quote = await getQuote(client, parameters)
  const requestId = quote.steps.find((s) => s.requestId)!.requestId!
  const progress: ExecutionRecord['progress'] = {
    requestId,
    status: 'aborted',
    steps: quote.steps.map((step) => ({
      id: step.id,
      kind: step.kind,
      description: step.description,
      items: step.items.map(() => ({ kind: 'transaction' as const, chainId: 8453, state: 'idle' as const })),
    })),
    request: undefined,
    funds: 'sent',
    depositAddress: undefined,
    error: undefined,
  }
  const record = patch({
    version: 1,
    requestId,
    quote,
    parameters,
    progress,
    claim: undefined,
    createdAt: Date.now(),
    updatedAt: Date.now(),
  })
  getDefaultExecutionStore().put(record)
  return record
}

test('behavior: the resume offer formats the amount with the token, never raw units', async () => {
  localStorage.clear()
  const account = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as const // anvil #3
  // A quote without amountFormatted (the service may omit it): the notice formats the units itself.
  await persisted(
    (record) => ({
      ...record,
      quote: {
        ...record.quote,
        details: {
          ...record.quote.details!,
          currencyIn: { ...record.quote.details!.currencyIn!, amountFormatted: undefined },
        },
      },
    }),
    account,
  )
  const client = serviceClient()
  const wallet = createWallet(account)
  render(<SwapPanel />, { wrapper: createWrapper({ client, wagmiConfig: wallet.config }) })
  const notice = (await screen.findByText('A transfer did not finish')).closest('section')!
  expect(notice.textContent).toMatch(/0\.01 ETH/)
  expect(notice.textContent).not.toMatch(/10000000000000000/)
}, 40_000)

test('behavior: a transfer running in another tab shows as in progress there, never as Resume', async () => {
  localStorage.clear()
  const account = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' as const // anvil #4
  // Another tab's fresh claim (no Web Locks in this environment: the storage claim tells).
  await persisted(
    (record) => ({
      ...record,
      progress: { ...record.progress, status: 'running', funds: 'not-sent' },
      claim: { owner: 'another-tab', step: 0, item: 0, at: Date.now() },
    }),
    account,
  )
  const client = serviceClient()
  const wallet = createWallet(account)
  render(<SwapPanel />, { wrapper: createWrapper({ client, wagmiConfig: wallet.config }) })
  const notice = (await screen.findByText('A transfer is in progress in another tab')).closest('section')!
  expect(notice.getAttribute('data-state')).toBe('elsewhere')
  expect(screen.queryByRole('button', { name: 'Resume' })).toBeNull()
}, 40_000)

test('behavior: an unfinished transfer holds the form (no quote, no Bridge) until it is dismissed', async () => {
  localStorage.clear()
  const account = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as const // anvil #5
  // Interrupted before its deposit went out (a reload before the wallet): offered, never resumed without a press.
  await persisted(
    (record) => ({ ...record, progress: { ...record.progress, status: 'running', funds: 'not-sent' } }),
    account,
  )
  const client = serviceClient()
  const wallet = await connectWallet(account)
  const defaultValue = {
    originChainId: 8453,
    destinationChainId: 10,
    originCurrency: testAddresses.native,
    destinationCurrency: testAddresses.native,
    amount: '0.01',
  }
  const user = userEvent.setup()
  const { container } = render(<SwapPanel defaultValue={defaultValue} />, {
    wrapper: createWrapper({ client, wagmiConfig: wallet.config }),
  })
  const notice = (await screen.findByText('A transfer did not finish')).closest('section')!
  const button = () => container.querySelector<HTMLButtonElement>('.cp-panel button[data-action]')!
  expect(button().getAttribute('data-action')).toBe('held')
  expect(button().disabled).toBe(true)
  expect(button().textContent).toBe('Finish the transfer above first')
  await user.click(within(notice).getByRole('button', { name: 'Not now' }))
  // Dismissed: the form quotes again and offers Bridge; nothing was sent meanwhile.
  await waitFor(() => expect(button().getAttribute('data-action')).toBe('ready'), { timeout: 20_000 })
  expect(wallet.prompts.filter((p) => p.method === 'eth_sendTransaction')).toHaveLength(0)
}, 40_000)
