// Solana in the panel: a Solana destination needs a Solana recipient (never the EVM wallet's address), against the
// in-process simulator (its virtual Solana chain).
import { createTestSimulator, testAddresses } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { connect } from '@wagmi/core'
import { afterAll, describe, expect, test } from 'vitest'
import { createConfig, http, mock } from 'wagmi'
import { base, optimism } from 'wagmi/chains'
import { emptySwapValue } from './emptySwapValue'
import { SwapPanel } from './SwapPanel'
import type { SwapValue } from './SwapValue'

const sim = createTestSimulator()
afterAll(() => sim.close())
const evmUser = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const wagmiConfig = createConfig({
  chains: [base, optimism],
  connectors: [mock({ accounts: [evmUser] })],
  transports: { [base.id]: http('http://127.0.0.1:1'), [optimism.id]: http('http://127.0.0.1:1') },
  storage: null,
})
const wrapper = createWrapper({ client: sim.client, wagmiConfig })
const toSolana: SwapValue = {
  ...emptySwapValue,
  originChainId: 8453,
  originCurrency: testAddresses.usdc,
  destinationChainId: 792703809,
  destinationCurrency: testAddresses.svmUsdc,
}
const quoteBodies = () =>
  sim.fetch.calls
    .filter((c) => c.pathname === '/quote/v2')
    .map((c) => JSON.parse(c.body ?? '{}') as Record<string, unknown>)

describe('SwapPanel with a Solana destination', () => {
  test('behavior: an EVM wallet bridging to Solana is asked for a Solana recipient; an EVM address is refused in the form; a Solana one is quoted', async () => {
    await connect(wagmiConfig, { connector: wagmiConfig.connectors[0]! })
    sim.fetch.reset()
    const user = userEvent.setup()
    render(<SwapPanel defaultValue={toSolana} />, { wrapper })
    await user.type(await screen.findByLabelText('You pay'), '2')
    // Asked for, not defaulted to the EVM address.
    const field = await screen.findByRole('textbox', { name: /Recipient on Solana/ })
    await waitFor(() =>
      expect(document.querySelector('[data-action]')?.getAttribute('data-action')).toBe('enter-recipient'),
    )
    await user.type(field, evmUser)
    expect((await screen.findByRole('alert')).textContent).toMatch(/Not an address on this chain \(svm\)/)
    expect(document.querySelector('[data-action]')?.getAttribute('data-action')).toBe('fix-input')
    // Nothing was ever quoted to be delivered to an EVM address on Solana.
    expect(quoteBodies().filter((b) => b.destinationChainId === 792703809)).toEqual([])
    await user.clear(field)
    await user.type(field, testAddresses.svmUser)
    await waitFor(() =>
      expect(quoteBodies()).toContainEqual(
        expect.objectContaining({
          user: evmUser,
          recipient: testAddresses.svmUser,
          destinationChainId: 792703809,
        }),
      ),
    )
    expect(quoteBodies().every((b) => b.recipient === testAddresses.svmUser)).toBe(true)
  })

  test('behavior: a Solana origin with depositFeePayer quotes it and says the app pays the network fees; a sponsored Solana destination marks the rent sponsored', async () => {
    sim.fetch.reset()
    const user = userEvent.setup()
    const signAsFeePayer = async () => ''
    const view = render(
      <SwapPanel
        defaultValue={{
          ...toSolana,
          originChainId: 792703809,
          originCurrency: testAddresses.svmUsdc,
          destinationChainId: 8453,
          destinationCurrency: testAddresses.usdc,
          recipient: evmUser,
        }}
        depositFeePayer={{ address: testAddresses.svmPayer, signAsFeePayer }}
        sponsorName="Acme"
      />,
      { wrapper },
    )
    await user.type(await screen.findByLabelText('You pay'), '2')
    expect(await screen.findByText('Solana fees paid by Acme')).toBeTruthy()
    expect(quoteBodies().at(-1)).toMatchObject({
      depositFeePayer: testAddresses.svmPayer,
      originChainId: 792703809,
    })
    view.unmount()
    render(
      <SwapPanel
        defaultValue={{ ...toSolana, recipient: testAddresses.svmUser }}
        sponsorship={{ subsidizeFees: true, subsidizeRent: true }}
        sponsorName="Acme"
      />,
      { wrapper },
    )
    await user.type(await screen.findByLabelText('You pay'), '2')
    await waitFor(() =>
      expect(document.querySelector('[data-rent]')?.getAttribute('data-rent')).toBe('sponsored'),
    )
    expect(document.querySelector('[data-rent]')?.textContent).toMatch(/paid by Acme/)
  })
})
