// A real Solana request (a USDC deposit signed on the simulator's LiteSVM chain, filled on Base) in the status view:
// its deposit is the base58 signature linked to the Solana explorer of GET /chains, its fill the Base transaction.
import { createClient, getChains } from '@crosspay/core'
import { anvilAccount } from '@crosspay/simulator/node'
import { bridgeFromSolana, setupSimulatorServer } from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { RequestStatus } from './RequestStatus'

const server = setupSimulatorServer({ port: 0, chains: 'anvil', anvilChainIds: [8453], history: 0 })

describe('RequestStatus of a Solana request', () => {
  test('behavior: the deposit is its Solana signature, linked to the Solana explorer; the fill links to Base', async () => {
    const bridge = await bridgeFromSolana({
      server,
      account: 0,
      recipient: anvilAccount(5).address,
      amount: '2000000',
    })
    expect(bridge.status.status).toBe('success')
    const client = createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
    const chains = await getChains(client)
    const solana = chains.find((c) => c.id === 792703809)!
    expect(solana.vmType).toBe('svm')
    const view = render(<RequestStatus requestId={bridge.requestId} intervalMs={50} locale="en-US" />, {
      wrapper: createWrapper({ client }),
    })
    const root = () => view.container.querySelector('.cp-status')!
    await waitFor(() => expect(root().getAttribute('data-status')).toBe('success'))
    await waitFor(() => expect(root().querySelectorAll('.cp-status__tx')).toHaveLength(2))
    const [deposit, fill] = [...root().querySelectorAll('.cp-status__tx')]
    expect(deposit!.getAttribute('data-kind')).toBe('deposit')
    expect(bridge.signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    const link = deposit!.querySelector('a')!
    expect(link.getAttribute('href')).toBe(`${solana.explorerUrl}/tx/${bridge.signature}`)
    expect(link.textContent).toContain(solana.explorerName)
    // The explorer the link names knows the transaction (the simulator's Solana explorer).
    const page = await fetch(link.getAttribute('href')!, { headers: { accept: 'application/json' } })
    expect(page.status).toBe(200)
    const base = chains.find((c) => c.id === 8453)!
    expect(fill!.getAttribute('data-kind')).toBe('fill')
    expect(fill!.querySelector('a')!.getAttribute('href')).toBe(
      `${base.explorerUrl}/tx/${bridge.status.txHashes[0]}`,
    )
  }, 60_000)
})
