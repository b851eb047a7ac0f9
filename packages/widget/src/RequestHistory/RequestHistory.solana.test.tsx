// A real Solana request (a USDC deposit signed on the simulator's LiteSVM chain, filled on Base) in the history: the
// Solana user's row goes from Solana to Base, and the request it opens links the deposit's base58 signature to the
// Solana explorer of GET /chains and the fill to Base's.
import { createClient, getChains } from '@crosspay/core'
import { svmAccounts } from '@crosspay/simulator'
import { anvilAccount } from '@crosspay/simulator/node'
import { bridgeFromSolana, setupSimulatorServer } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { fixedViewport } from './fixedViewport'
import { RequestHistory } from './RequestHistory'

const server = setupSimulatorServer({ port: 0, chains: 'anvil', anvilChainIds: [8453], history: 0 })
fixedViewport(380)

describe('RequestHistory of a Solana user', () => {
  test('behavior: the row goes from Solana to Base; opened, the deposit links its Solana signature to the Solana explorer', async () => {
    const bridge = await bridgeFromSolana({
      server,
      account: 1,
      recipient: anvilAccount(6).address,
      amount: '3000000',
    })
    expect(bridge.status.status).toBe('success')
    const client = createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
    const chains = await getChains(client)
    const explorer = (id: number) => chains.find((c) => c.id === id)!.explorerUrl
    const user = svmAccounts.accounts[1]!.address
    const view = render(<RequestHistory user={user} locale="en-US" />, { wrapper: createWrapper({ client }) })
    const rows = () => [...view.container.querySelectorAll<HTMLButtonElement>('.cp-history__row')]
    await waitFor(() => expect(rows()).toHaveLength(1))
    const row = rows()[0]!
    expect(row.getAttribute('data-status')).toBe('success')
    expect([...row.querySelectorAll('.cp-chain')].map((c) => c.getAttribute('data-chain-id'))).toEqual([
      '792703809',
      '8453',
    ])
    await userEvent.click(row)
    const panel = await waitFor(() => view.container.querySelector('.cp-status')!)
    await waitFor(() => expect(panel.querySelectorAll('.cp-status__tx')).toHaveLength(2))
    const link = (kind: string) =>
      panel.querySelector(`.cp-status__tx[data-kind="${kind}"] a`)?.getAttribute('href')
    expect(link('deposit')).toBe(`${explorer(792703809)}/tx/${bridge.signature}`)
    expect(link('fill')).toBe(`${explorer(8453)}/tx/${bridge.status.txHashes[0]}`)
  }, 60_000)
})
