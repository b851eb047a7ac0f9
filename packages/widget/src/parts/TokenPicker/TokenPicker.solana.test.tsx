// The picker's balances on Solana, against the simulator's LiteSVM chain (its JSON-RPC over HTTP): the connected
// Solana wallet's SOL and USDC as the chain holds them; the EVM wallet's address is never read on Solana.

import { createClient } from '@crosspay/core'
import { svmAccounts } from '@crosspay/simulator'
import {
  createOfflineWagmiConfig,
  createTestSvmWallet,
  setupSimulatorServer,
  testAddresses,
} from '@crosspay/test'
import { createWrapper } from '@crosspay/test/react'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, test } from 'vitest'
import { emptySwapValue } from '../../SwapPanel/emptySwapValue'
import { SwapPanel } from '../../SwapPanel/SwapPanel'

const solana = 792703809
const server = setupSimulatorServer({ port: 0, chains: 'anvil', anvilChainIds: [8453], history: 0 })
const reads: { method: string; account: unknown }[] = []

/** The page's fetch over `original`, every call to the Solana RPC recorded (method and the account it reads). */
const recording =
  (original: typeof fetch): typeof fetch =>
  async (input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url === server.svm!.rpcUrl && typeof init?.body === 'string') {
      const body = JSON.parse(init.body) as { method: string; params?: unknown[] }
      reads.push({ method: body.method, account: body.params?.[0] })
    }
    return original(input, init)
  }
const rpc = async (method: string, params: unknown[]) => {
  const response = await fetch(server.svm!.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return ((await response.json()) as { result: { value: unknown } }).result.value
}
const four = (units: bigint, decimals: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(Number(units) / 10 ** decimals)

describe('TokenPicker on Solana', () => {
  test("behavior: the origin picker on Solana shows the connected Solana wallet's SOL and USDC balances, as the chain holds them", async () => {
    const owner = svmAccounts.accounts[0]!
    const wallet = await createTestSvmWallet({ seeds: [owner.seed] })
    const client = createClient({ baseUrl: server.baseUrl, apiKey: 'demo-key' })
    const originalFetch = globalThis.fetch
    globalThis.fetch = recording(originalFetch)
    try {
      render(
        <SwapPanel
          theme="light"
          locale="en-US"
          wallets={{ svm: wallet.wallet }}
          defaultValue={{ ...emptySwapValue, originChainId: solana, originCurrency: testAddresses.svmUsdc }}
        />,
        { wrapper: createWrapper({ client, wagmiConfig: createOfflineWagmiConfig() }) },
      )
      await userEvent.click(await screen.findByRole('button', { name: /^From:/ }))
      const picker = screen.getByRole('dialog', { name: /From: chain and token/ })
      const balanceOf = (symbol: string) =>
        within(picker)
          .queryAllByRole('option')
          .find((o) => o.querySelector('.cp-picker__symbol')?.textContent === symbol)
          ?.querySelector('.cp-picker__balance')?.textContent
      const lamports = BigInt(String(await rpc('getBalance', [owner.address])))
      const tokenAccounts = (await rpc('getTokenAccountsByOwner', [
        owner.address,
        { mint: testAddresses.svmUsdc },
        { encoding: 'jsonParsed' },
      ])) as { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
      const usdc = BigInt(tokenAccounts[0]!.account.data.parsed.info.tokenAmount.amount)
      expect(lamports).toBeGreaterThan(0n)
      expect(usdc).toBeGreaterThan(0n)
      await waitFor(() => expect(balanceOf('SOL')).toContain(four(lamports, 9)), { timeout: 10_000 })
      await waitFor(() => expect(balanceOf('USDC')).toContain(four(usdc, 6)))
      // Only the Solana account was read on the Solana chain.
      const accounts = new Set(reads.filter((r) => r.method !== 'getLatestBlockhash').map((r) => r.account))
      expect([...accounts]).toEqual([owner.address])
    } finally {
      globalThis.fetch = originalFetch
    }
  }, 30_000)
})
